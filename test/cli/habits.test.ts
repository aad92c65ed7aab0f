// What a command-line user expects by habit: --help/-h per command, `help <command>`,
// --version, -o for --format (as opm), and a "did you mean" with the command's short usage for
// a typo, never the whole manual.
import { describe, expect, it } from 'vitest';
import { closest, editDistance } from '../../src/cli/suggest.js';
import { commandNames, COMMANDS as HELP } from '../../src/cli/usage.js';
import { VERSION } from '../../src/model/version.js';
import { run } from '../helpers/cli.js';
import { basicCatalog } from '../helpers/fixture.js';
import { writeTree } from '../helpers/validate.js';

const COMMANDS = commandNames();

it('every command has its help (review too)', () => {
  expect(COMMANDS).toEqual([
    'validate',
    'diff',
    'graph',
    'render',
    'resolve',
    'review',
    'publish-image',
    'install-plan',
  ]);
});

describe('help', () => {
  it.each(COMMANDS)("%s --help and -h print that command's usage and exit 0", async (command) => {
    for (const flag of ['--help', '-h']) {
      const r = await run(command, flag);
      expect(r).toMatchObject({ code: 0, err: '' });
      expect(r.out).toMatch(new RegExp(`^usage: fbc-bot ${command} `));
      expect(r.out).toMatch(/\noptions:\n/);
      expect(r.out).toMatch(/-h, --help/);
    }
  });

  it('help wins over missing or extra arguments, wherever it stands before --', async () => {
    expect((await run('validate', '--format', 'json', '-h')).code).toBe(0);
    expect((await run('diff', '--base', 'x', '--help')).code).toBe(0);
    const literal = await run('validate', '--', '-h');
    expect(literal.code).toBe(2);
    expect(literal.err).toMatch(/cannot read -h: no such directory/);
  });

  it('help <command> is the same text; help alone and --help are the manual', async () => {
    expect((await run('help', 'diff')).out).toBe((await run('diff', '--help')).out);
    const manual = await run('help');
    expect(manual.code).toBe(0);
    for (const c of COMMANDS) expect(manual.out).toContain(`\n  ${c} `);
    expect((await run('--help')).out).toBe(manual.out);
    expect((await run('-h')).out).toBe(manual.out);
    expect((await run('help', '--help')).out).toBe(manual.out);
  });

  it.each(COMMANDS)('%s accepts every option its help and synopsis list', async (command) => {
    const { synopsis, options } = HELP[command]!;
    const listed = options.map(([flag]) => /--([a-z-]+)(?: ([A-Z]+))?/.exec(flag)!);
    for (const name of synopsis.matchAll(/--([a-z-]+)/g)) expect(listed.map((m) => m[1])).toContain(name[1]);
    for (const [, name, value] of listed) {
      if (name === 'help') continue;
      // Alone, each is short of what the command needs: a usage error, but never an unknown option.
      const r = await run(command, `--${name}`, ...(value === undefined ? [] : [value === 'FORMAT' ? 'json' : 'x']));
      expect(r.code).toBe(2);
      expect(r.err).toMatch(new RegExp(`^fbc-bot ${command}: `));
      expect(r.err).not.toMatch(/unknown option|needs a value|must be one of|takes no value/);
    }
  });

  it('--version prints the version', async () => {
    expect(await run('--version')).toEqual({ code: 0, out: `${VERSION}\n`, err: '' });
  });

  it('no command: the list of commands on stderr, exit 2', async () => {
    const r = await run();
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toMatch(/^usage: fbc-bot <command>/);
  });
});

describe('-o is --format', () => {
  const dir = writeTree({ 'foo/catalog.yaml': basicCatalog() });
  it.each([['-o', 'json'], ['-ojson'], ['-o=json'], ['--format=json']])('validate %s', async (...flag) => {
    const r = await run('validate', ...flag.filter((f) => f !== undefined), dir);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ verdict: 'pass' });
  });
  it('graph -o mermaid; -o with a wrong value suggests the nearest', async () => {
    expect((await run('graph', '-o', 'mermaid', dir)).out).toMatch(/^(---|flowchart|graph)/m);
    const r = await run('validate', '-o', 'jsno', dir);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/-o must be one of text, json, sarif \(got "jsno"\); did you mean json\?/);
  });
});

describe('mistakes get a suggestion and the short usage', () => {
  it('an unknown option', async () => {
    const r = await run('validate', '--fromat', 'json', '.');
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'fbc-bot validate: unknown option --fromat; did you mean --format?\n\nusage: fbc-bot validate [-o ' +
        'text|json|sarif] [--catalogs GLOB] [--check-images] [--repo DIR] [--config FILE] SOURCE\nrun ' +
        "'fbc-bot validate --help' for the options\n",
    );
    expect(r.err).not.toContain('resolve');
  });

  it('an unknown short option is an error, not a SOURCE', async () => {
    const r = await run('validate', '-x', '.');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^fbc-bot validate: unknown option -x\n/);
  });

  it('an unknown command', async () => {
    const r = await run('valdiate', '.');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^fbc-bot: unknown command "valdiate"; did you mean "validate"\?\n\nusage: fbc-bot <command>/,
    );
    expect(r.err).not.toMatch(/--installed/);
    expect((await run('help', 'gaph')).err).toMatch(/did you mean "graph"/);
    expect((await run('zzzzzz')).err).toMatch(/^fbc-bot: unknown command "zzzzzz"\n/);
  });

  it('a missing argument names the command', async () => {
    const r = await run('resolve', '.');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^fbc-bot resolve: resolve needs --package\n\nusage: fbc-bot resolve /);
  });
});

describe('edit distance', () => {
  it('counts a swap of neighbours as one edit and suggests only near words', () => {
    expect(editDistance('fromat', 'format')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(closest('catalog', ['catalogs', 'config'])).toBe('catalogs');
    expect(closest('x', ['repo'])).toBeUndefined();
    expect(closest('rpo', ['repo', 'cache'])).toBe('repo');
  });
});
