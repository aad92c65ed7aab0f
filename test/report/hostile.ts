// Names a catalog, a file system or a configuration can hold, each aimed at one output format,
// and a diff result that carries them everywhere a renderer reads a string.
import type { DiffResult } from '../../src/diff/diff.js';
import { renderMermaid } from '../../src/graph/graph-mermaid.js';
import type { PackageGraph } from '../../src/graph/graph-json.js';
import type { Finding } from '../../src/model/finding.js';

export const HOSTILE = [
  '✅ pass\n# heading',
  '@octocat',
  '<img src=x>',
  '<!-- hide the rest',
  'b\n```\n# out of the fence',
  '%%{init: {"theme":"dark"}}%%',
  '[x](http://e)',
  '~1.1.0',
  '*_|<>@ and `ticks` and ``double``',
  '\u001b[31mred\u001b[0m',
  '::error::forged',
  '&amp; #12 www.example.com',
] as const;

export const HOSTILE_FILES = ['cat/dir with space/a#b%c?d.yaml', 'cat/::error::x.yaml', 'cat/new\nline.yaml'] as const;

/** One finding per hostile name, quoting it in the message as rules do. */
export function hostileFindings(): Finding[] {
  return HOSTILE.map((name, i) => ({
    rule: i % 2 === 0 ? 'channel-multiple-heads' : 'bundle-added',
    severity: i % 2 === 0 ? 'error' : 'info',
    message: `channel "${name}" has 2 heads: "${name}" and "x"`,
    catalog: HOSTILE[(i + 1) % HOSTILE.length],
    package: name,
    channel: name,
    bundle: name,
    file: HOSTILE_FILES[i % HOSTILE_FILES.length],
    line: i + 1,
    column: 1,
    introduced: i % 3 !== 2,
  }));
}

export function hostileGraph(): PackageGraph {
  const [a, b, c, d] = [HOSTILE[4], HOSTILE[5], HOSTILE[2], HOSTILE[8]];
  return {
    package: HOSTILE[0],
    defaultChannel: HOSTILE[1],
    channels: [
      {
        channel: HOSTILE[1],
        head: b,
        entries: [
          { name: a, deprecated: true },
          { name: b, deprecated: false },
          { name: c, deprecated: false },
        ],
        edges: [
          { from: a, to: b, via: ['replaces'] },
          { from: c, to: b, via: ['skips'] },
          { from: d, to: b, via: ['skipRange'], missing: true },
        ],
        successors: { v1: {} },
      },
      ...HOSTILE.slice(3).map((name) => ({
        channel: name,
        head: name,
        entries: [{ name, deprecated: false }],
        edges: [],
        successors: { v1: {} },
      })),
    ],
  };
}

export function hostileDiff(): DiffResult {
  const graph = renderMermaid([hostileGraph()]);
  return {
    findings: hostileFindings(),
    changes: HOSTILE.map((name, i) => ({
      catalog: HOSTILE[(i + 3) % HOSTILE.length]!,
      package: name,
      status: 'modified' as const,
      channels: [{ channel: name, status: 'modified' as const, head: {}, edgesAdded: [], edgesRemoved: [] }],
      bundlesAdded: [name],
      bundlesRemoved: [],
      bundlesModified: [],
    })),
    pictures: HOSTILE.slice(0, 3).map((name, i) => ({
      catalog: HOSTILE[(i + 3) % HOSTILE.length]!,
      package: name,
      before: graph,
      after: graph,
    })),
  };
}
