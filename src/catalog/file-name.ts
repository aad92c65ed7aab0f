// File names are bytes: a name that is not UTF-8 is still read (by its bytes) and reported
// with the bytes that are not UTF-8 written as \xNN.
const strict = new TextDecoder('utf-8', { fatal: true });

function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** The name as text: itself when it is UTF-8, else each stray byte escaped. */
export function displayName(name: Buffer): string {
  try {
    return strict.decode(name);
  } catch {
    let out = '';
    for (let i = 0; i < name.length;) {
      const len = sequenceLength(name[i]!);
      if (len > 0 && i + len <= name.length) {
        try {
          out += strict.decode(name.subarray(i, i + len));
          i += len;
          continue;
        } catch {
          // Not a valid sequence: the lead byte is escaped below.
        }
      }
      out += `\\x${name[i]!.toString(16).padStart(2, '0')}`;
      i++;
    }
    return out;
  }
}
