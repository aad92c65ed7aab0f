// What applyObjects gives kubectl on stdin: a YAML stream whose every document starts with `---`.
// kubectl before 1.32 reads input starting with `{` as one JSON stream and fails at the second
// object ("invalid character '-' in numeric literal"), which GitHub's runners may well carry.
import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyObjects, kubeClient } from '../../src/kube/index.js';

const dir = mkdtempSync(join(tmpdir(), 'apply-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('applyObjects', () => {
  it('writes a YAML stream of JSON documents, each opened by ---', async () => {
    // A stand-in kubectl that keeps its stdin and arguments.
    const fake = join(dir, 'kubectl');
    writeFileSync(fake, `#!/bin/sh\necho "$@" > "${dir}/args"\ncat > "${dir}/stdin"\n`);
    chmodSync(fake, 0o755);
    const ns = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'a' } };
    await applyObjects(kubeClient({ binary: fake }), [ns, { ...ns, metadata: { name: 'b' } }]);
    expect(readFileSync(join(dir, 'stdin'), 'utf8')).toBe(
      '---\n{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"a"}}\n' +
        '---\n{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"b"}}\n',
    );
    expect(readFileSync(join(dir, 'args'), 'utf8')).toBe(
      '--request-timeout=30s apply --server-side --field-manager=fbc-bot --filename=-\n',
    );
  });
});
