import { describe, expect, it } from 'vitest';
import { foldQuoted, unescapeDq } from '../../src/catalog/goyaml/fast-text.js';

// The csv-metadata skim checks quoted scalars without making their text (build = false): it
// must refuse exactly what the building path refuses.
const bodies = [
  'plain',
  'a\\"b',
  '\\x41\\u00e9\\U0001F600',
  '\\t\\n\\\\',
  'bad \\q escape',
  'short \\x4',
  'surrogate \\ud800',
  'big \\U00110000',
  'trailing \\',
  'line one\n  line two',
  'esc break \\\n  joined',
  'blank\n\n  after',
  'bad cont\n\\z',
  'under-indented\nx',
  '--- doc\n---',
  'space \\ \n  next',
];

describe('quoted scalars checked without being built', () => {
  it.each(bodies)('unescapeDq agrees on %j', (b) => {
    expect(unescapeDq(b, false) === undefined).toBe(unescapeDq(b) === undefined);
    if (unescapeDq(b) !== undefined) expect(unescapeDq(b, false)).toBe('');
  });

  it.each(
    bodies.flatMap(
      (b) =>
        [
          [b, true],
          [b, false],
        ] as const,
    ),
  )('foldQuoted agrees on %j (double: %s)', (b, double) => {
    for (const col of [0, 1]) {
      expect(foldQuoted(b, col, double, false) === undefined).toBe(foldQuoted(b, col, double) === undefined);
    }
  });
});

describe('quoted scalars over several lines', () => {
  it('drop trailing spaces before a break; a backslash before them is left to the full decoder', () => {
    for (const double of [true, false]) {
      expect(foldQuoted('a  \n  b', 0, double)).toBe('a b');
      expect(foldQuoted('  \n  b', 0, double)).toBe(' b');
      expect(foldQuoted('a\\  \n  b', 0, double)).toBeUndefined();
    }
    expect(foldQuoted('a \\  \n  b', 0, true)).toBeUndefined();
    expect(foldQuoted('a\\\n  b', 0, true)).toBe('ab');
  });
});
