import { describe, expect, it } from 'vitest';
import { annotationsOf } from '../../src/action/annotations.js';
import type { Finding } from '../../src/model/finding.js';

const f = (over: Partial<Finding>): Finding =>
  ({ rule: 'invalid-icon', severity: 'error', message: 'm', file: 'c/a.yaml', line: 3, column: 5, ...over }) as Finding;

describe('annotationsOf', () => {
  it('introduced errors then warnings that name a file, on their line', () => {
    const { annotations, omitted } = annotationsOf([
      f({ severity: 'warning', message: 'w' }),
      f({ message: 'e' }),
      f({ severity: 'info' }),
      f({ introduced: false }),
      f({ file: undefined }),
      f({ line: undefined, column: undefined, message: 'no line' }),
    ]);
    expect(annotations).toEqual([
      {
        path: 'c/a.yaml',
        startLine: 3,
        endLine: 3,
        startColumn: 5,
        endColumn: 5,
        level: 'failure',
        title: 'invalid-icon',
        message: 'e',
      },
      { path: 'c/a.yaml', startLine: 1, endLine: 1, level: 'failure', title: 'invalid-icon', message: 'no line' },
      {
        path: 'c/a.yaml',
        startLine: 3,
        endLine: 3,
        startColumn: 5,
        endColumn: 5,
        level: 'warning',
        title: 'invalid-icon',
        message: 'w',
      },
    ]);
    expect(omitted).toBe(0);
  });

  it('bounded: errors kept first, the rest counted', () => {
    const many = [
      ...Array.from({ length: 3 }, () => f({ severity: 'warning' })),
      ...Array.from({ length: 3 }, () => f({})),
    ];
    const { annotations, omitted } = annotationsOf(many, 4);
    expect(annotations.map((a) => a.level)).toEqual(['failure', 'failure', 'failure', 'warning']);
    expect(omitted).toBe(2);
  });

  it(
    'a path a checkout could not hold (`..`, `.`, empty segments, control characters) is counted, never ' + 'annotated',
    () => {
      const paths = [
        'c/../../etc/x.yaml',
        '../x.yaml',
        'c/./a.yaml',
        '/etc/x.yaml',
        'c//a.yaml',
        'c/x\n::error::forged.yaml',
        'c/\u001b[2Ka.yaml',
        'c/a\u2028b.yaml',
        'c/\u0085.yaml',
        'c/..yaml',
      ];
      const { annotations, omitted } = annotationsOf(paths.map((file) => f({ file })));
      expect(annotations.map((a) => a.path)).toEqual(['c/..yaml']);
      expect(omitted).toBe(paths.length - 1);
    },
  );
});
