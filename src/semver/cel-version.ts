// The ClusterExtension CRD's own check of spec.version (CEL, applied by the API server before
// OLM sees the value), its regular expression verbatim, quirks included: a `*` minor in the first
// comparator and a `*` major or patch in later ones only pass as the literal "*]", and `|` is a
// major version of the first comparator (`[x|X*]`).
//
// The API server runs it with RE2, in linear time. As one JavaScript RegExp it backtracks
// exponentially (`1 || 1 || … !`, `1    1    1 … !`: seconds at 60 characters), because its
// separators, empty operator and `|` version overlap. So it is matched here piece by piece:
// the set of positions reachable after each piece, each piece an anchored regex over one
// substring, which is polynomial in the (at most 64 character) input.
import { matchesRepeated, piece } from './regex-pieces.js';

const WS = '[\\t\\n\\f\\r ]';
const OP = '(?:=||!=|>|<|>=|=>|<=|=<|~|~>|\\^)';
const ID = '[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*';
const TAIL = `(?:-${ID})?(?:\\+${ID})?`;

const SPACES = piece(`${WS}*`, /[\t\n\f\r ]/);
const OPERATOR = piece(OP, /[=!<>~^]/);
const SEPARATOR = piece(`${WS}+|,${WS}*|${WS}*\\|\\|${WS}*`, /[\t\n\f\r ,|]/);
const VERSION_CHAR = /[^\t\n\f\r ,]/;
const FIRST_VERSION = piece(
  `v?(?:0|[1-9][0-9]*|[x|X*])(?:\\.(?:0|[1-9][0-9]*|x|X|\\*]))?(?:\\.(?:0|[1-9][0-9]*|x|X|\\*))?${TAIL}`,
  VERSION_CHAR,
);
const LATER_VERSION = piece(
  `v?(?:0|[1-9][0-9]*|x|X|\\*])(?:\\.(?:0|[1-9][0-9]*|x|X|\\*))?(?:\\.(?:0|[1-9][0-9]*|x|X|\\*]))?${TAIL}`,
  VERSION_CHAR,
);

/** True when `text` matches the CRD's regex `^FIRST(SEP LATER)*$`. */
function celVersionMatches(text: string): boolean {
  return matchesRepeated(
    text,
    [SPACES, OPERATOR, SPACES, FIRST_VERSION, SPACES],
    [SEPARATOR, OPERATOR, SPACES, LATER_VERSION, SPACES],
  );
}

/** What the API server says about a ClusterExtension spec.version, or undefined if accepted. */
export function clusterExtensionVersionError(version: string): string | undefined {
  if ([...version].length > 64) return 'spec.source.catalog.version: Too long: may not be more than 64 bytes';
  if (!celVersionMatches(version))
    return 'spec.source.catalog.version: Invalid value: "string": invalid version expression';
  return undefined;
}

const COMPARISON_OP = /^(?:!=|>=|=>|<=|=<|~>|[=><~^])/;
const RANGE_VERSION =
  /^v?(?:0|[1-9][0-9]*|[xX*])(?:\.(?:0|[1-9][0-9]*|[xX*])){0,2}(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const GRAMMAR =
  'a range is comparisons joined by spaces, commas or ||, each an optional operator (=, !=, >, >=, <, <=, ' +
  '~, ^) and a version such as 1.2.3, 1.2 or 1.x';

/**
 * Why a version range the API server refuses is not one, in words: the CEL message names no
 * part of the text ("Invalid value: \"string\""), so a user cannot see what to change.
 */
export function rangeTrouble(range: string): string {
  const n = [...range].length;
  if (n > 64) return `it is ${n} characters long, and the API server takes at most 64`;
  if (range.trim() === '') return `it is empty; ${GRAMMAR}`;
  const joined = range.replace(/(!=|>=|=>|<=|=<|~>|[=><~^])[\t\n\f\r ]+/g, '$1');
  for (const alternative of joined.split('||')) {
    const tokens = alternative.split(/[\t\n\f\r ,]+/).filter((t) => t !== '');
    if (tokens.length === 0) return `it has an empty alternative between ||; ${GRAMMAR}`;
    for (const t of tokens) {
      const version = t.replace(COMPARISON_OP, '');
      if (!RANGE_VERSION.test(version))
        return `${JSON.stringify(version === '' ? t : version)} is not a version; ${GRAMMAR}`;
    }
  }
  return `its comparisons are not laid out as the API server's pattern asks; ${GRAMMAR}`;
}
