// A model of the service's registered list, written from api-facts §10 alone (not from the
// plan's code): what each request does to the list, and what the list endpoint returns for what
// was sent. The property test applies a plan's requests to it and compares.

export type Obj = Record<string, unknown>;

export class ServiceError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
  }
}

interface Stored {
  readonly id: string;
  /** What was sent, merged by PATCHes: the list endpoint renders it. */
  sent: Obj;
}

const RESPONSE_ONLY = ['id', 'application_id', 'guild_id', 'version', 'name_localized', 'description_localized'];

function typeOf(body: Obj): number {
  return (body['type'] as number | undefined) ?? 1;
}

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export interface ServiceSettings {
  readonly scope: 'global' | 'guild';
  /** What `contexts` sent absent becomes ("newer ones get the default"). */
  readonly defaultContexts: number[] | null;
  /** "the application's default at creation (seen [0])". */
  readonly defaultIntegrationTypes: number[];
}

export class ServiceModel {
  private list: Stored[] = [];
  private nextId = 900_000_000_000_000_000n;
  creates = 0;

  constructor(private readonly settings: ServiceSettings) {}

  private newId(): string {
    this.nextId += 1n;
    return String(this.nextId);
  }

  private clean(body: Obj): Obj {
    const out = copy(body);
    for (const key of RESPONSE_ONLY) delete out[key];
    if (out['type'] === undefined) out['type'] = 1;
    // Filled in at creation: the defaults of the moment.
    if (out['integration_types'] === undefined) out['integration_types'] = [...this.settings.defaultIntegrationTypes];
    if (out['contexts'] === undefined) out['contexts'] = this.settings.defaultContexts === null ? null : [...this.settings.defaultContexts];
    return out;
  }

  /** Seeds the list (as if created on an earlier day). */
  seed(body: Obj, id = this.newId()): string {
    this.list.push({ id, sent: this.clean(body) });
    return id;
  }

  /** PUT bulk overwrite: the list becomes exactly the body; an item with a registered id, or of a registered (type, name), is updated in place. */
  put(body: Obj[]): void {
    const entryPoint = this.list.find((c) => typeOf(c.sent) === 4);
    if (entryPoint && this.settings.scope === 'global' && !body.some((item) => item['id'] === entryPoint.id || (typeOf(item) === 4 && item['name'] === entryPoint.sent['name']))) {
      throw new ServiceError(50240, "You cannot remove this app's Entry Point command in a bulk update operation");
    }
    const used = new Set<Stored>();
    const next: Stored[] = [];
    let creates = 0;
    for (const item of body) {
      let target = typeof item['id'] === 'string' ? this.list.find((c) => c.id === item['id'] && !used.has(c)) : undefined;
      target ??= this.list.find((c) => !used.has(c) && typeOf(c.sent) === typeOf(item) && c.sent['name'] === item['name']);
      if (target) {
        used.add(target);
        next.push({ id: target.id, sent: this.clean(item) });
      } else {
        creates++;
        next.push({ id: this.newId(), sent: this.clean(item) });
      }
    }
    this.creates += creates;
    this.list = next;
  }

  /** POST: upsert by (type, name). */
  post(body: Obj): void {
    const target = this.list.find((c) => typeOf(c.sent) === typeOf(body) && c.sent['name'] === body['name']);
    if (target) target.sent = this.clean(body);
    else {
      this.creates++;
      this.list.push({ id: this.newId(), sent: this.clean(body) });
    }
  }

  /** PATCH: the fields present are replaced whole. */
  patch(id: string, body: Obj): void {
    const target = this.list.find((c) => c.id === id);
    if (!target) throw new ServiceError(10063, 'Unknown application command');
    for (const [key, value] of Object.entries(copy(body))) if (key !== 'type') target.sent[key] = value;
  }

  delete(id: string): void {
    const index = this.list.findIndex((c) => c.id === id);
    if (index === -1) throw new ServiceError(10063, 'Unknown application command');
    this.list.splice(index, 1);
  }

  /** The list endpoint's answer (the table of api-facts §10). */
  get(withLocalizations = true): Obj[] {
    return this.list.map(({ id, sent }) => {
      const body = copy(sent);
      const type = typeOf(body);
      const out: Obj = {
        id,
        application_id: '111111111111111111',
        version: id,
        type,
        ...(this.settings.scope === 'guild' ? { guild_id: '222222222222222222' } : {}),
      };
      for (const [key, value] of Object.entries(body)) if (key !== 'type') out[key] = value;
      if (type !== 1 && (out['description'] === undefined || out['description'] === null)) out['description'] = '';
      if (out['nsfw'] === undefined) out['nsfw'] = false;
      if (out['default_member_permissions'] === undefined) out['default_member_permissions'] = null;
      if (this.settings.scope === 'global') {
        if (out['dm_permission'] === undefined) out['dm_permission'] = true;
      } else delete out['dm_permission'];
      if (out['default_permission'] === undefined) out['default_permission'] = true;
      // Order of these sets is not meaningful: the model returns them reversed.
      for (const key of ['contexts', 'integration_types']) if (Array.isArray(out[key])) out[key] = [...(out[key] as number[])].reverse();
      render(out, withLocalizations);
      return out;
    });
  }
}

/** Localizations (dropped equal-to-default values, null/{} as null) and options (required only when true). */
function render(node: Obj, withLocalizations: boolean): void {
  for (const field of ['name', 'description']) {
    const key = `${field}_localizations`;
    if (!withLocalizations) {
      delete node[key];
      continue;
    }
    const dictionary = node[key];
    if (dictionary === undefined || dictionary === null) {
      if ('type' in node && 'id' in node) node[key] = null;
      continue;
    }
    const kept: Obj = {};
    for (const [locale, text] of Object.entries(dictionary as Obj)) if (text !== null && text !== node[field]) kept[locale] = text;
    node[key] = Object.keys(kept).length > 0 ? kept : null;
  }
  if (node['required'] === false) delete node['required'];
  if (Array.isArray(node['channel_types'])) node['channel_types'] = [...(node['channel_types'] as number[])].reverse();
  for (const option of Array.isArray(node['options']) ? (node['options'] as Obj[]) : []) render(option, withLocalizations);
  for (const choice of Array.isArray(node['choices']) ? (node['choices'] as Obj[]) : []) render(choice, withLocalizations);
}
