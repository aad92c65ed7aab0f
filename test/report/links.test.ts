// The comment's findings link to their line at the head commit and their rule's row of
// docs/rules.md; without what a link needs (the CLI) they stay plain, and no part of a URL is
// the pull request's to shape.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/model/rule-table.js';
import { linksFor } from '../../src/report/links.js';
import { renderDiffMarkdown } from '../../src/report/render-diff.js';
import type { DiffResult } from '../../src/diff/diff.js';
import type { Finding } from '../../src/model/finding.js';

const SHA = 'a'.repeat(40);
const links = linksFor({
  repository: 'acme/catalog',
  sha: SHA,
  actionRepository: 'acme/fbc-bot',
  actionRef: 'v1.2',
});

const finding = (over: Partial<Finding>): Finding => ({
  rule: 'bundle-missing-image' as Finding['rule'],
  severity: 'error',
  message: 'bundle foo.v1 has no image',
  catalog: 'catalogs/v4.16',
  file: 'catalogs/v4.16/foo/catalog.yaml',
  line: 12,
  introduced: true,
  ...over,
});
const result = (fs: Finding[]): DiffResult => ({ findings: fs, changes: [], pictures: [] });

describe('links in the comment', () => {
  it('a finding links its file line at the head commit and its rule to docs/rules.md of the fbc-bot in use', () => {
    const rule = Object.keys(RULES)[0]!;
    const md = renderDiffMarkdown(result([finding({ rule: rule as Finding['rule'] })]), 'fail', 65_536, [], links);
    expect(md).toContain(
      `[\`foo/catalog.yaml:12\`](https://github.com/acme/catalog/blob/${SHA}/catalogs/v4.16/foo/catalog.yaml#L12)`,
    );
    expect(md).toContain(`[\`${rule}\`](https://github.com/acme/fbc-bot/blob/v1.2/docs/rules.md#${rule})`);
  });
  it('without links (the CLI) the place and rule stay plain', () => {
    const md = renderDiffMarkdown(result([finding({})]), 'fail');
    expect(md).toContain('`foo/catalog.yaml:12`');
    expect(md).not.toContain('](');
  });
  it('a file name cannot end the link or add markup', () => {
    const md = renderDiffMarkdown(
      result([finding({ file: 'catalogs/v4.16/a) [x](javascript:alert(1) <b>.yaml', line: 3 })]),
      'fail',
      65_536,
      [],
      links,
    );
    const url = /\]\((https:[^)\s]*)\)/.exec(md)![1]!;
    expect(url).toBe(
      `https://github.com/acme/catalog/blob/${SHA}` +
        `/catalogs/v4.16/a%29%20%5Bx%5D%28javascript%3Aalert%281%29%20%3Cb%3E.yaml#L3`,
    );
    expect(md).not.toContain('<b>');
  });
  it('links only what it can check: the server, repository, sha and ref', () => {
    expect(linksFor({ repository: 'acme/catalog', sha: 'HEAD' })).toEqual({});
    expect(linksFor({ repository: 'acme/catalog/x', sha: SHA })).toEqual({});
    expect(linksFor({ server: 'http://plain.example', repository: 'acme/catalog', sha: SHA })).toEqual({});
    expect(linksFor({ actionRepository: 'acme/fbc-bot', actionRef: '../../evil' })).toEqual({});
    expect(linksFor({ actionRepository: 'acme/fbc-bot', actionRef: 'v1)x' })).toEqual({});
    expect(linksFor({ server: 'https://ghe.example/', actionRepository: 'acme/fbc-bot', actionRef: SHA })).toEqual({
      rules: `https://ghe.example/acme/fbc-bot/blob/${SHA}/docs/rules.md`,
    });
  });
  it('docs/rules.md has an anchor for every rule the links point to', () => {
    const doc = readFileSync('docs/rules.md', 'utf8');
    for (const id of Object.keys(RULES)) expect(doc, id).toContain(`<a name="${id}"></a>\`${id}\``);
  });
});
