// A localizable field has variants: its default value and one per locale. Most value rules
// (lengths, patterns) apply to every variant the same way; this walks them.
import type { Path } from './types.js';
import { isObject, keysOf, own, type JsonObject } from './util.js';

export interface Variant {
  readonly text: string;
  readonly path: Path;
  /** The locale key, or undefined for the default value. */
  readonly locale: string | undefined;
}

/** Calls `visit` for the default value (when a string) and each string localization of `field`. */
export function forEachVariant(
  object: JsonObject,
  field: 'name' | 'description',
  path: Path,
  visit: (variant: Variant) => void,
): void {
  const base = own(object, field);
  if (typeof base === 'string') visit({ text: base, path: [...path, field], locale: undefined });
  const localizations = own(object, `${field}_localizations`);
  if (!isObject(localizations)) return;
  for (const locale of keysOf(localizations)) {
    const text = localizations[locale];
    if (typeof text === 'string') visit({ text, path: [...path, `${field}_localizations`, locale], locale });
  }
}

/** `name "x"` or `fr name "x"`: how a message names one variant. */
export function variantLabel(field: string, variant: Variant): string {
  return variant.locale === undefined ? field : `${field} for locale ${variant.locale}`;
}

export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}
