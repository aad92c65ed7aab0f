// opm's bundle `release` (olm.package property): dot-separated prerelease identifiers, at most
// 20 bytes, every bad segment reported (newline-joined) as opm does.
import { goQuote, parsePreId, type Parsed, type PreId } from './blang.js';

export function parseRelease(s: string): Parsed<PreId[]> {
  if (Buffer.byteLength(s, 'utf8') > 20) {
    return { ok: false, error: `invalid release ${goQuote(s)}: exceeds maximum length of 20 characters` };
  }
  const ids: PreId[] = [];
  const errors: string[] = [];
  s.split('.').forEach((seg, i) => {
    const id = parsePreId(seg);
    if (id.ok) ids.push(id.value);
    else errors.push(`segment ${i}: ${id.error}`);
  });
  if (errors.length > 0) return { ok: false, error: `invalid release ${goQuote(s)}: ${errors.join('\n')}` };
  return { ok: true, value: ids };
}
