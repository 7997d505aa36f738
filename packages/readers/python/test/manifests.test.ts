// The Python packages a bot's dependency files name: the library `import discord` stands for.
import { describe, expect, it } from 'vitest';
import { packagesOf } from '../src/index.js';

describe('dependency files', () => {
  it('requirements files: names normalised, pins, extras and options left out', () => {
    const text = '# bot\n-r base.txt\nPy_Cord[voice]==2.4.1\ndiscord.py>=2.3 ; python_version>"3.8"\ngit+https://github.com/x/y@abc\naiohttp  # http\n';
    expect([...packagesOf('requirements-dev.txt', text)!].sort()).toEqual(['aiohttp', 'discord-py', 'py-cord', 'y']);
  });

  it('interactions.py under its second PyPI name (B1ue-Dev/Articuno) is the library cmdlint knows', () => {
    expect([...packagesOf('requirements.txt', 'interactions.py==5.15.0\n')!]).toEqual(['discord-py-interactions']);
    expect([...packagesOf('requirements.txt', 'interactions-py==5.15.0\n')!]).toEqual(['discord-py-interactions']);
  });

  it("a package installed from its repository: the egg's name, else the repository's", () => {
    expect([...packagesOf('requirements.txt', 'git+https://github.com/Pycord-Development/pycord@0469d13\n')!]).toEqual(['py-cord']);
    expect([...packagesOf('requirements.txt', 'git+https://github.com/Rapptz/discord.py.git#egg=discord.py\n')!]).toEqual(['discord-py']);
  });

  it('pyproject.toml: PEP 621 dependencies and Poetry tables', () => {
    const pep621 = '[project]\nname = "bot"\ndependencies = [\n  "py-cord>=2.4",\n  "aiohttp",\n]\n[tool.ruff]\nline-length = 100\n';
    expect([...packagesOf('pyproject.toml', pep621)!].sort()).toEqual(['aiohttp', 'py-cord']);
    const poetry = '[tool.poetry.dependencies]\npython = "^3.11"\n"discord.py" = "^2.3"\nnextcord = "*"\n\n[tool.poetry.group.dev.dependencies]\npytest = "*"\n';
    expect([...packagesOf('/repo/pyproject.toml', poetry)!]).toEqual(expect.arrayContaining(['python', 'nextcord', 'pytest']));
  });

  it('another file is not read', () => {
    expect(packagesOf('setup.py', 'install_requires=["py-cord"]')).toBeUndefined();
  });
});
