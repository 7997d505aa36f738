// explain() as tables: the examples of api-facts §11 and a body for every code of §9, each in
// every form users paste (JSON, JSON in a log, the library's flattened text with and without its
// message line), with and without the sent body.
import { describe, expect, it } from 'vitest';
import { explain, parseServiceError, RULE_SERVICE_CODES, SERVICE_CODES, REQUEST_CODES, ISSUES_URL, type Explanation } from '../../src/explain/index.js';
import { rules } from '../../src/index.js';
import { SECTION_11, SECTION_9, type Case } from './cases.js';
import { formBody, forms, leaf, treeAt } from './forms.js';

function check(results: readonly Explanation[], expected: Case['expect'], withBody: boolean): void {
  expect(results.map((r) => r.code)).toEqual(expected.map((e) => e.code));
  results.forEach((result, i) => {
    const want = expected[i]!;
    expect(result.status).toBe('explained');
    expect(result.meaning).toBe(SERVICE_CODES[want.code]!.meaning);
    if (withBody) {
      expect(result.place).toBe(want.place);
      expect(result.command).toBe(want.command);
      expect(result.option).toBe(want.option);
      expect(result.diagnostics.map((d) => d.ruleId)).toContain(want.rule);
      // The rule found is one the code names: the match is by path and by code.
      expect(SERVICE_CODES[want.code]!.rules).toContain(result.diagnostics[0]!.ruleId);
    } else {
      expect(result.diagnostics).toEqual([]);
      expect(result.rules).toContain(want.rule);
      expect(result.command).toBeUndefined();
    }
  });
}

describe('explain: the examples of §11 and a body for every code of §9, in every form', () => {
  for (const testCase of [...SECTION_11, ...SECTION_9]) {
    for (const [form, input] of forms(testCase.error)) {
      it(`${testCase.name} (${form}, with the sent body)`, () => {
        check(explain(input, testCase.sent), testCase.expect, true);
      });
      it(`${testCase.name} (${form}, without the sent body)`, () => {
        check(explain(input), testCase.expect, false);
      });
    }
  }

  it('every code of §9 has a case above', () => {
    const covered = new Set([...SECTION_11, ...SECTION_9].flatMap((c) => c.expect.map((e) => e.code)));
    expect([...covered].sort()).toEqual(Object.keys(SERVICE_CODES).sort());
  });

  it('the table of codes names only rules of the catalog, and RULE_SERVICE_CODES is its inverse', () => {
    const ids = new Set(rules.map((r) => r.meta.id));
    for (const { rules: listed } of Object.values(SERVICE_CODES)) for (const id of listed) expect(ids.has(id), id).toBe(true);
    for (const [rule, codes] of RULE_SERVICE_CODES) for (const code of codes) expect(SERVICE_CODES[code]!.rules).toContain(rule);
  });
});

describe('explain: several leaves, and places that do not fit', () => {
  const sent = [
    { name: 'ping', description: 'Pong' },
    { name: 'mod', description: 'Mod', options: [{ type: 1, name: 'ban', description: 'Ban', options: [{ type: 6, name: 'member', description: '' }] }] },
  ];

  it('explains each leaf of one tree, in order', () => {
    const error = formBody({
      0: { name: leaf('APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid') },
      1: { options: { 0: { options: { 0: { description: leaf('BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.') } } } } },
    });
    const results = explain(error, sent);
    expect(results.map((r) => [r.place, r.status])).toEqual([
      ['/ping › name', 'gap'],
      ['/mod ban › option "member" › description', 'explained'],
    ]);
    expect(results[1]!.servicePath).toBe('1.options[0].options[0].description');
    expect(results[1]!.options).toEqual(['ban', 'member']);
  });

  it('a leaf cmdlint does not catch is a gap, and says where to report it with what', () => {
    const [result] = explain(formBody(treeAt([0, 'name'], 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid')), sent);
    expect(result!.status).toBe('gap');
    expect(result!.place).toBe('/ping › name');
    expect(result!.remedy).toContain('gap in cmdlint');
    expect(result!.remedy).toContain(ISSUES_URL);
    expect(result!.remedy).toMatch(/smallest body/);
  });

  it('an index into an object (`options` sent as an object) is explained as far as it fits', () => {
    const body = { name: 'ping', description: 'Pong', options: { 1: { type: 3, name: 'a', description: '' } } };
    const [result] = explain(formBody(treeAt(['options', 1, 'description'], 'BASE_TYPE_BAD_LENGTH')), body);
    expect(result!.fitted).toBe(1);
    expect(result!.place).toBe('/ping › option 1 › description');
    expect(result!.diagnostics.map((d) => d.ruleId)).toEqual(['field-type']);
    expect(result!.status).toBe('explained');
    expect(result!.remedy).toContain('"options" in the sent body is an object, not an array');
  });

  it('an index past the end of the array, or into a string, is unplaced, never a crash', () => {
    const past = explain(formBody(treeAt([5, 'options', 0, 'name'], 'APPLICATION_COMMAND_INVALID_NAME')), sent)[0]!;
    expect(past.status).toBe('unplaced');
    expect(past.fitted).toBe(0);
    expect(past.place).toBe('command 5 › option 0 › name');
    expect(past.remedy).toContain('2 items, so no item 5');
    const intoString = explain(formBody(treeAt([0, 'description', 3, 'x'], 'BASE_TYPE_REQUIRED')), sent)[0]!;
    expect(intoString.status).toBe('unplaced');
    expect(intoString.fitted).toBe(2);
    expect(intoString.remedy).toContain('a string here');
  });

  it('a single command given for a bulk overwrite\'s tree says to give the whole array', () => {
    const [result] = explain('5.options[0].name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid', { name: 'ping', description: 'Pong' });
    expect(result!.status).toBe('unplaced');
    expect(result!.remedy).toContain('Give the whole array that was sent');
  });

  it('a body that is not what was sent at all (a number) explains nothing but still answers', () => {
    const [result] = explain(formBody(treeAt([0, 'name'], 'APPLICATION_COMMAND_INVALID_NAME')), 42);
    expect(result!.status).toBe('explained'); // body-shape: the body is not a command
    expect(result!.diagnostics.map((d) => d.ruleId)).toEqual(['body-shape']);
  });
});

describe('explain: errors of the whole request (no tree)', () => {
  const entryPoint = { id: '1234567890123456789', name: 'Launch', type: 4, handler: 2 };
  it.each([
    ['50240 as JSON', { code: 50240, message: "You cannot remove this app's Entry Point command in a bulk update operation" }, '50240'],
    ['50240 as the library prints it', "DiscordAPIError[50240]: You cannot remove this app's Entry Point command in a bulk update operation\n    at handleErrors (index.js:1:1)", '50240'],
    ['50240 from its message alone', "error: You cannot remove this app's Entry Point command in a bulk update operation", '50240'],
    ['30034 as JSON', { code: 30034, message: 'Max number of daily application command creates has been reached (200)' }, '30034'],
    ['30034 in a Python log', 'discord.errors.HTTPException: 400 Bad Request (error code: 30034): Max number of daily application command creates has been reached (200)', '30034'],
    ['50109 as JSON text', '{"code": 50109, "message": "The request body contains invalid JSON."}', '50109'],
    ['429 as JSON', { message: 'You are being rate limited.', retry_after: 64.57, global: false }, '429'],
    ['429 with code 0', { message: 'You are being rate limited.', retry_after: 1.5, global: true, code: 0 }, '429'],
    ['429 in a log line', 'WARN 429 Too Many Requests on PUT /applications/1/commands, retry_after: 12.5', '429'],
  ])('%s', (_name, error, code) => {
    for (const sent of [undefined, [entryPoint]]) {
      const [result, ...rest] = explain(error, sent);
      expect(rest).toEqual([]);
      expect(result!.code).toBe(code);
      expect(result!.status).toBe('explained');
      expect(result!.place).toBe('the request');
      expect(result!.meaning).toContain(REQUEST_CODES[code]!.meaning);
      expect(result!.remedy).toBe(REQUEST_CODES[code]!.remedy);
    }
  });

  it('50240 with the sent array says whether it holds the entry point', () => {
    const error = { code: 50240, message: "You cannot remove this app's Entry Point command in a bulk update operation" };
    expect(explain(error, [{ name: 'ping', description: 'Pong' }])[0]!.meaning).toContain('has no PRIMARY_ENTRY_POINT command (type 4)');
    expect(explain(error, [{ name: 'Launch', type: 4, handler: 2 }])[0]!.meaning).toContain('without an `id`');
    expect(explain(error, [entryPoint])[0]!.meaning).toContain('with an `id`');
  });

  it('the seconds of a rate limit are given', () => {
    expect(explain({ message: 'You are being rate limited.', retry_after: 64.57, global: false })[0]!.meaning).toContain('64.57 seconds');
    expect(explain('429 Too Many Requests retry_after: 12.5')[0]!.meaning).toContain('12.5 seconds');
  });

  it('an Invalid Form Body without its tree, an unknown code and no error at all are not explained', () => {
    expect(explain('DiscordAPIError[50035]: Invalid Form Body')[0]!.status).toBe('unknown');
    expect(explain({ code: 10063, message: 'Unknown application command' })[0]).toMatchObject({ status: 'unknown', code: '10063' });
    expect(explain('the deploy went fine')[0]).toMatchObject({ status: 'unknown', code: '' });
    expect(explain(undefined)[0]!.status).toBe('unknown');
  });
});

describe('parseServiceError: the forms users paste', () => {
  it('the JSON body nested in a structured log record', () => {
    const record = { level: 50, time: 1, err: { type: 'DiscordAPIError', rawError: { code: 50035, message: 'Invalid Form Body', errors: treeAt([0, 'name'], 'APPLICATION_COMMAND_INVALID_NAME') } } };
    expect(parseServiceError(JSON.stringify(record)).leaves).toEqual([{ path: ['0', 'name'], code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'the service refused this' }]);
  });

  it('a log record whose message holds the flattened lines (escaped newlines)', () => {
    const record = { level: 'error', msg: 'DiscordAPIError[50035]: Invalid Form Body\n5.options[0].name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid' };
    expect(parseServiceError(`${JSON.stringify(record)}\n`).leaves).toEqual([{ path: ['5', 'options', '0', 'name'], code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' }]);
  });

  it('locale keys with hyphens, and the Python library\'s `In` lines (no code)', () => {
    expect(parseServiceError('0.name_localizations.pt-BR[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid').leaves[0]!.path).toEqual(['0', 'name_localizations', 'pt-BR']);
    const python = parseServiceError('discord.errors.HTTPException: 400 Bad Request (error code: 50035): Invalid Form Body\nIn 5.options.0.name: Command name is invalid');
    expect(python.code).toBe(50035);
    expect(python.leaves).toEqual([{ path: ['5', 'options', '0', 'name'], code: '', message: 'Command name is invalid' }]);
  });

  it('a leaf without a code is matched by its place alone', () => {
    const sent = { name: 'ping', description: 'Pong', options: [{ type: 3, name: 'Text', description: 'x' }] };
    const [result] = explain('In options.0.name: Command name is invalid', sent);
    expect(result).toMatchObject({ status: 'explained', code: '', place: '/ping › option "Text" › name' });
    expect(result!.diagnostics.map((d) => d.ruleId)).toEqual(['name-lowercase']);
  });
});

describe('a path that runs past the sent body', () => {
  it('is not explained by what is found above where it stops', () => {
    // The service's command 1 has a choice 4; the sent command has no choices at all: the
    // description of the option above is too long, but that is not the service's leaf.
    const body = [{ name: 'ping', description: 'Pong' }, { name: 'pick', description: 'Pick', options: [{ type: 3, name: 'what', description: 'x'.repeat(101) }] }];
    const [result] = explain(formBody(treeAt([1, 'options', 0, 'choices', 4, 'name'], 'BASE_TYPE_BAD_LENGTH')), body);
    expect(result!.status).toBe('unplaced');
    expect(result!.remedy).toContain('goes on past what the sent body has');
  });
});
