// The built command (dist/cli.js, what users and the Action run) end to end, in a child process:
// exit codes, streams, and documents nested as deep as go-yaml allows.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { basicCatalog } from '../helpers/fixture.js';
import { writeTree } from '../helpers/validate.js';
import { joined } from '../helpers/regexp.js';

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');
const run = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });

describe('dist/cli.js', () => {
  it('prints findings on stdout and exits 1, usage problems on stderr with exit 2', () => {
    const bad = run(
      'validate',
      writeTree({ 'catalog.yaml': basicCatalog().replace('defaultChannel: stable', 'defaultChannel: beta') }),
    );
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('error default-channel-not-found');
    const usage = run('validate', '--nope');
    expect(usage.status).toBe(2);
    expect(usage.stdout).toBe('');
    expect(usage.stderr).toMatch(/^fbc-bot validate: unknown option --nope/);
  });

  it('stops quietly when its reader closes the pipe early (| head)', () => {
    const many = Array.from({ length: 3000 }, (_, i) => `---\nschema: olm.bundle\nname: b${i}\n`).join('');
    const dir = writeTree({ 'catalog.yaml': basicCatalog() + many });
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${CLI}" validate "${dir}" | head -c 100 >/dev/null`], {
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
  });

  it("refuses documents nested past 1,000 levels as beyond its decoder, and 10,001 with go-yaml's message", () => {
    // go-yaml accepts up to 10,000 levels, but the complete decoder (the yaml package) takes
    // seconds and hundreds of MB per such document: fbc-bot's documented limit, a finding naming
    // the file rather than minutes or the heap.
    const deep = (n: number) => `schema: example.com/deep\nv: ${'['.repeat(n)}${']'.repeat(n)}\n`;
    expect(run('validate', writeTree({ 'catalog.yaml': basicCatalog(), 'deep.yaml': deep(900) })).status).toBe(0);
    const limited = run('validate', writeTree({ 'catalog.yaml': basicCatalog(), 'deep.yaml': deep(9000) }));
    expect(limited.status).toBe(1);
    expect(limited.stdout).toMatch(
      joined(
        /deep\.yaml:1:1: error parse-error: /,
        /YAML: document nested more than 1000 levels is beyond fbc-bot's complete YAML decoder/,
      ),
    );
    const over = run('validate', writeTree({ 'catalog.yaml': basicCatalog(), 'deep.yaml': deep(10001) }));
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(/deep\.yaml:1:1: error parse-error: YAML: exceeded max depth of 10000/);
  });
});
