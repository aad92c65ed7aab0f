// The piecewise matcher of the ClusterExtension CEL regex and of Masterminds' validity regex
// must accept exactly what the regexes themselves accept (RE2 semantics: same language).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterExtensionVersionError } from '../../src/semver/cel-version.js';
import { parseMastermindsRange } from '../../src/semver/masterminds.js';

// The CRD's regex verbatim: the oracle, safe on the short inputs generated here.
const CEL = new RegExp(
  String.raw`^([\t\n\f\r ]*(=||!=|>|<|>=|=>|<=|=<|~|~>|\^)[\t\n\f\r ]*(v?(0|[1-9][0-9]*|[x|X*])(\.` +
    String.raw`(0|[1-9][0-9]*|x|X|\*]))?(\.(0|[1-9][0-9]*|x|X|\*))?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+` +
    String.raw`([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?)[\t\n\f\r ]*)(` +
    String.raw`(?:[\t\n\f\r ]+|,[\t\n\f\r ]*|[\t\n\f\r ]*\|\|[\t\n\f\r ]*)` +
    String.raw`(=||!=|>|<|>=|=>|<=|=<|~|~>|\^)[\t\n\f\r ]*(v?(0|[1-9][0-9]*|x|X|\*])(\.(0|[1-9][0-9]*|x|X|\*))?(\.` +
    String.raw`(0|[1-9][0-9]*|x|X|\*]))?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+` +
    String.raw`(\.[0-9A-Za-z-]+)*))?)[\t\n\f\r ]*)*$`,
);
const S = '[\\t\\n\\f\\r ]';
const CV =
  'v?([0-9|xX*]+)(\\.[0-9|xX*]+)?(\\.[0-9|xX*]+)?' +
  '(-([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?(\\+([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?';
const OPS = '=||!=|>|<|>=|=>|<=|=<|~|~>|\\^';
const VALID = new RegExp(`^(${S}*(${OPS})${S}*(${CV})${S}*)((?:${S}+|,${S}*)(${OPS})${S}*(${CV})${S}*)*$`);

const alphabet = fc.constantFrom(
  '1',
  '0',
  '2',
  '.',
  'x',
  'X',
  '*',
  '|',
  ' ',
  '\t',
  ',',
  '-',
  '+',
  '>',
  '<',
  '=',
  '!',
  '~',
  '^',
  'v',
  'a',
  ']',
);
const text = fc.array(alphabet, { maxLength: 14 }).map((cs) => cs.join(''));

describe('piecewise regex matching = the regex', () => {
  it('the CEL spec.version check', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(clusterExtensionVersionError(s) === undefined).toBe(CEL.test(s));
      }),
      { numRuns: 4000 },
    );
  });

  it('Masterminds validity (per || group, no hyphen ranges)', () => {
    const group = text.filter((s) => !s.includes('||') && !/ - /.test(s) && !/\s-\s/.test(s));
    fc.assert(
      fc.property(group, (s) => {
        const parsed = parseMastermindsRange(s);
        if (!VALID.test(s)) expect(parsed.ok).toBe(false);
      }),
      { numRuns: 4000 },
    );
  });
});
