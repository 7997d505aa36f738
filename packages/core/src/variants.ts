// A localizable field has variants: its default value and one per locale. Most value rules
// (lengths, patterns) apply to every variant the same way; this walks them.
import type { Path } from './types.js';
import { has, isObject, own, type JsonObject } from './util.js';

export interface Variant {
  readonly text: string;
  readonly path: Path;
  /** The locale key, or undefined for the default value. */
  readonly locale: string | undefined;
}

/** The path is built only when a rule reports: most variants are fine and never need one. */
class LazyVariant implements Variant {
  constructor(
    readonly text: string,
    private readonly parentPath: Path,
    private readonly field: string,
    readonly locale: string | undefined,
  ) {}
  get path(): Path {
    return this.locale === undefined ? [...this.parentPath, this.field] : [...this.parentPath, `${this.field}_localizations`, this.locale];
  }
}

/** Calls `visit` for the default value (when a string) and each string localization of `field`. */
export function forEachVariant(
  object: JsonObject,
  field: 'name' | 'description',
  path: Path,
  visit: (variant: Variant) => void,
): void {
  const base = own(object, field);
  if (typeof base === 'string') visit(new LazyVariant(base, path, field, undefined));
  const localizations = own(object, field === 'name' ? 'name_localizations' : 'description_localizations');
  if (!isObject(localizations)) return;
  for (const locale in localizations) {
    if (!has(localizations, locale)) continue;
    const text = localizations[locale];
    if (typeof text === 'string') visit(new LazyVariant(text, path, field, locale));
  }
}

/** `name "x"` or `fr name "x"`: how a message names one variant. */
export function variantLabel(field: string, variant: Variant): string {
  return variant.locale === undefined ? field : `${field} for locale ${variant.locale}`;
}

