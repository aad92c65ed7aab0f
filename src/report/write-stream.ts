// Large reports are written piece by piece: a million findings as one string exceeds what a
// JavaScript string can hold ("Invalid string length") long before memory runs out.

export type Write = (chunk: string) => void;

/** Gathers small pieces into chunks of about `size` UTF-16 units; `end` hands on the rest. */
export function chunked(write: Write, size = 1 << 16): { write: Write; end: () => void } {
  let parts: string[] = [];
  let length = 0;
  const flush = (): void => {
    if (parts.length > 0) write(parts.join(''));
    parts = [];
    length = 0;
  };
  return {
    write: (s) => {
      parts.push(s);
      length += s.length;
      if (length >= size) flush();
    },
    end: flush,
  };
}

/** An array whose elements are produced and written one at a time; `compact`: each on one line. */
export class Streamed {
  constructor(
    readonly items: Iterable<unknown>,
    readonly compact = false,
  ) {}
}

function holdsStreamed(v: unknown): boolean {
  if (v instanceof Streamed) return true;
  if (Array.isArray(v)) return v.some(holdsStreamed);
  return v !== null && typeof v === 'object' && Object.values(v).some(holdsStreamed);
}

const indent = (json: string, pad: string): string => (pad === '' ? json : json.replace(/\n/g, `\n${pad}`));

/**
 * `JSON.stringify(value, null, 2)` written in pieces, `Streamed` arrays element by element:
 * the same text, never held whole.
 */
export function writeJson(value: unknown, write: Write, pad = ''): void {
  const inner = `${pad}  `;
  if (value instanceof Streamed || (Array.isArray(value) && holdsStreamed(value))) {
    let n = 0;
    for (const item of value instanceof Streamed ? value.items : value) {
      write(`${n++ === 0 ? '[' : ','}\n${inner}`);
      if (value instanceof Streamed && value.compact) write(JSON.stringify(item) ?? 'null');
      else writeJson(item === undefined ? null : item, write, inner);
    }
    write(n === 0 ? '[]' : `\n${pad}]`);
  } else if (value !== null && typeof value === 'object' && holdsStreamed(value)) {
    let n = 0;
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || typeof v === 'function') continue;
      write(`${n++ === 0 ? '{' : ','}\n${inner}${JSON.stringify(k)}: `);
      writeJson(v, write, inner);
    }
    write(n === 0 ? '{}' : `\n${pad}}`);
  } else {
    write(indent(JSON.stringify(value, null, 2) ?? 'null', pad));
  }
}

/** A whole JSON document (with its final newline) through `write`, in chunks. */
export function writeJsonDocument(value: unknown, write: Write): void {
  const out = chunked(write);
  writeJson(value, out.write);
  out.write('\n');
  out.end();
}

/** The same document as one string, for callers that know it is small. */
export function jsonDocument(value: unknown): string {
  const parts: string[] = [];
  writeJsonDocument(value, (s) => parts.push(s));
  return parts.join('');
}
