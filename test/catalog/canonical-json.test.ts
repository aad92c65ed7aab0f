import { describe, expect, it } from 'vitest';
import { canonical, goMarshal } from '../../src/catalog/canonical-json.js';

describe('canonical JSON', () => {
  it('prints equal values equally whatever their key order, an absent value as undefined', () => {
    expect(canonical({ b: [1, { d: null, c: 'x' }], a: true })).toBe(
      canonical({ a: true, b: [1, { c: 'x', d: null }] }),
    );
    expect(canonical(undefined)).toBe('undefined');
  });

  it("writes Go's json.Marshal: keys in UTF-8 byte order (not UTF-16's), HTML and line separators escaped", () => {
    // U+FB01 (EF AC 81) sorts before U+1F600 (F0 9F 98 80) in bytes; in UTF-16 code units the
    // surrogate D83D comes first. Go sorts map keys by bytes.
    expect(goMarshal({ '\u{1F600}': 2, '\uFB01': 1 })).toBe('{"\uFB01":1,"\u{1F600}":2}');
    expect(goMarshal({ a: '<b>&\u2028' })).toBe('{"a":"\\u003cb\\u003e\\u0026\\u2028"}');
  });
});
