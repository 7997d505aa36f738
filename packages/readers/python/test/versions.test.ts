// Which library versions a bot's dependency files allow (manifests.ts, versions.ts): every format
// the brief names, and the answer "all at or past the change", "all before", or not known.
import { describe, expect, it } from 'vitest';
import { allAtLeast, dependenciesOf, pythonProjectOptions } from '../src/index.js';

describe('allAtLeast', () => {
  it.each([
    ['', '2.0', undefined],
    ['==2.4.1', '2.0', true],
    ['==1.7.3', '2.0', false],
    ['==2.0.0b7', '2.0', true],
    ['>=2.4', '2.0', true],
    ['>=1.7', '2.0', undefined],
    ['>=1.7,<2', '2.0', false],
    ['<=1.9', '2.0', false],
    ['~=2.3', '2.4', undefined],
    ['~=2.4.1', '2.4', true],
    // A compatible release stops below its next minor (or major): all below a change past it.
    ['~=2.4.1', '2.6', false],
    ['~=2.4', '2.6', undefined],
    ['~=2.0.0b5', '2.1', false],
    ['~=2.6.1', '2.6', true],
    ['===2.4.1', '2.6', false],
    ['^2.4', '2.4', true],
    ['==2.*', '2.4', undefined],
    ['==1.*', '2.0', false],
    ['!=2.1,>=2.0', '2.0', true],
    ['@ git+https://x', '2.0', undefined],
  ])('%s against %s', (specifier, threshold, expected) => {
    expect(allAtLeast(specifier, threshold)).toBe(expected);
  });
});

describe('dependency files', () => {
  it('requirements, with extras and markers', () => {
    expect(dependenciesOf('requirements-bot.txt', 'Py_Cord[voice] == 2.4.1 ; python_version>"3.8"\naiohttp\n')).toEqual(new Map([['py-cord', '==2.4.1'], ['aiohttp', '']]));
  });

  it('pyproject.toml: PEP 621 and Poetry (a string or an inline table)', () => {
    expect(dependenciesOf('pyproject.toml', '[project]\ndependencies = ["disnake>=2.4", "aiohttp"]\n')).toEqual(new Map([['disnake', '>=2.4'], ['aiohttp', '']]));
    expect(dependenciesOf('pyproject.toml', '[tool.poetry.dependencies]\npython = "^3.11"\nhikari-lightbulb = { version = "^2.3", extras = ["crontrigger"] }\nnextcord = "*"\n')).toEqual(
      new Map([['python', '^3.11'], ['hikari-lightbulb', '^2.3'], ['nextcord', '']]),
    );
  });

  it('poetry.lock and uv.lock: exact versions', () => {
    const lock = '[[package]]\nname = "py-cord"\nversion = "2.6.1"\ndescription = "x"\n\n[package.dependencies]\naiohttp = ">=3.6.0"\n\n[[package]]\nname = "aiohttp"\nversion = "3.9.5"\n';
    expect(dependenciesOf('poetry.lock', lock)).toEqual(new Map([['py-cord', '==2.6.1'], ['aiohttp', '==3.9.5']]));
    expect(dependenciesOf('uv.lock', lock)?.get('py-cord')).toBe('==2.6.1');
  });

  it('Pipfile and setup.cfg', () => {
    expect(dependenciesOf('Pipfile', '[[source]]\nurl = "https://pypi.org/simple"\n[packages]\ndisnake = "==2.3.2"\nrequests = "*"\n[dev-packages]\nblack = {version = ">=23"}\n')).toEqual(
      new Map([['disnake', '==2.3.2'], ['requests', ''], ['black', '>=23']]),
    );
    expect(dependenciesOf('setup.cfg', '[metadata]\nname = bot\n[options]\npackages = find:\ninstall_requires =\n    hikari-lightbulb>=2.0.3\n    uvloop ; sys_platform != "win32"\npython_requires = >=3.9\n')).toEqual(
      new Map([['hikari-lightbulb', '>=2.0.3'], ['uvloop', '']]),
    );
  });

  it("the project's options: a lock's exact version wins over a range", () => {
    const options = pythonProjectOptions([
      { name: 'requirements.txt', path: '/bot/requirements.txt', text: 'py-cord>=1.7\n' },
      { name: 'poetry.lock', path: '/bot/poetry.lock', text: '[[package]]\nname = "py-cord"\nversion = "2.4.1"\n' },
      { name: 'Pipfile', path: '/Pipfile', text: undefined },
    ]);
    expect(options.dependencies).toEqual(new Map([['py-cord', '==2.4.1']]));
    expect([...options.packages!]).toEqual(['py-cord']);
  });
});
