// Typed decoding of the four opm schemas with Go encoding/json's rules: field names matched
// case-insensitively (the variant sorting last wins, because opm re-encodes with sorted keys),
// null leaves the zero value, unknown fields are ignored, and a type mismatch is an error.
import type { JsonObject, JsonValue } from './goyaml/json-value.js';
import { goField, goTypeName } from './meta.js';
import { own } from './own.js';
import type { DBundle, DChannel, DDeprecation, DEntry, DPackage, DProperty, DRelatedImage, Path } from './declcfg.js';
import type { RawDocument } from './types.js';

export interface TypedProblem {
  readonly rule: 'invalid-field-type' | 'invalid-icon' | 'invalid-bundle-object';
  readonly message: string;
  readonly path: Path;
}

class Decoder {
  readonly problems: TypedProblem[] = [];

  field(obj: JsonObject, name: string): JsonValue | undefined {
    return goField(obj, name);
  }

  mismatch(path: Path, v: JsonValue | undefined, want: string): void {
    this.problems.push({
      rule: 'invalid-field-type',
      path,
      message: `\`${path.join('.')}\` must be ${want}, but it is ${describe(v)}`,
    });
  }

  str(obj: JsonObject, name: string, path: Path): string {
    const v = this.field(obj, name);
    if (v === undefined || v === null) return '';
    if (typeof v === 'string') return own(v);
    this.mismatch([...path, name], v, 'a string');
    return '';
  }

  list(obj: JsonObject, name: string, path: Path, what: string): JsonValue[] {
    const v = this.field(obj, name);
    if (v === undefined || v === null) return [];
    if (Array.isArray(v)) return v;
    this.mismatch([...path, name], v, `a list of ${what}`);
    return [];
  }

  object(v: JsonValue | undefined, path: Path, what: string): JsonObject | undefined {
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'object' && !Array.isArray(v)) return v;
    this.mismatch(path, v, what);
    return undefined;
  }

  strings(obj: JsonObject, name: string, path: Path): string[] {
    return this.list(obj, name, path, 'strings').map((item, i) => {
      if (item === null) return '';
      if (typeof item === 'string') return own(item);
      this.mismatch([...path, name, i], item, 'a string');
      return '';
    });
  }

  properties(obj: JsonObject, path: Path): DProperty[] {
    return this.list(obj, 'properties', path, '{type, value} objects').map((item, i) => {
      const at = [...path, 'properties', i];
      const p = this.object(item, at, 'a {type, value} object') ?? {};
      const type = this.str(p, 'type', at);
      const value = this.field(p, 'value');
      return { type, present: value !== undefined, value, index: i, invalid: false };
    });
  }
}

function describe(v: JsonValue | undefined): string {
  const t = goTypeName(v);
  if (t === 'object' || t === 'array') return `${t === 'object' ? 'an object' : 'a list'}`;
  return `${t === 'bool' ? 'a boolean' : `a ${t}`} (${JSON.stringify(v)}${t !== 'string' ? ': quote it in YAML' : ''})`;
}

// A plain class-star regex: V8 runs it linearly even on multi-megabyte payloads.
const B64 = /^[A-Za-z0-9+/]*={0,2}$/;

// Node's native decoder and encoder together outrun the regex about twice on megabytes of
// bundle objects; what they print back is canonical padded base64, so equality means valid.
// Anything else (invalid, or a non-canonical final quantum Go accepts) takes the regex. In
// pieces of whole quanta decoded into one scratch buffer, so that no copy of a large payload
// is held (nor memory outside the JS heap allocated per payload).
const PIECE = 1 << 16;
const scratch = Buffer.alloc((PIECE / 4) * 3);
function roundTrips(t: string): boolean {
  for (let i = 0; i < t.length; i += PIECE) {
    const piece = t.slice(i, i + PIECE);
    if (scratch.toString('base64', 0, scratch.write(piece, 'base64')) !== piece) return false;
    if (i + PIECE < t.length && piece.charCodeAt(PIECE - 1) === 0x3d) return false; // '=' inside
  }
  return true;
}

/** Go's base64.StdEncoding validity (padded, '\r' and '\n' ignored); the first bad byte or -1. */
export function base64Error(s: string): number {
  const t = s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0 ? s.replace(/[\r\n]/g, '') : s;
  if (t.length % 4 === 0 && (roundTrips(t) || B64.test(t))) return -1;
  const bad = /[^A-Za-z0-9+/=]/.exec(t);
  if (bad) return bad.index;
  const pad = t.indexOf('=');
  return pad >= 0 ? pad : t.length - (t.length % 4);
}

export function decodePackage(doc: RawDocument, obj: JsonObject): { pkg: DPackage; problems: TypedProblem[] } {
  const d = new Decoder();
  const name = d.str(obj, 'name', []);
  const defaultChannel = d.str(obj, 'defaultChannel', []);
  d.str(obj, 'description', []); // type-checked only: nothing reads it
  const icon = d.object(d.field(obj, 'icon'), ['icon'], 'an object {base64data, mediatype}');
  if (icon) {
    const data = d.field(icon, 'base64data');
    if (typeof data === 'string') {
      const at = base64Error(data);
      if (at >= 0)
        d.problems.push({
          rule: 'invalid-icon',
          path: ['icon', 'base64data'],
          message:
            `\`icon.base64data\` is not padded standard base64 (bad data at byte ${at}); ` + `opm rejects the package`,
        });
    } else if (data !== undefined && data !== null) {
      d.mismatch(['icon', 'base64data'], data, 'a base64 string');
    }
    d.str(icon, 'mediatype', ['icon']);
  }
  const properties = d.properties(obj, []);
  return { pkg: { doc, broken: d.problems.length > 0, name, defaultChannel, properties }, problems: d.problems };
}

export function decodeChannel(doc: RawDocument, obj: JsonObject): { channel: DChannel; problems: TypedProblem[] } {
  const d = new Decoder();
  const name = d.str(obj, 'name', []);
  const pkg = d.str(obj, 'package', []);
  const entries: DEntry[] = d.list(obj, 'entries', [], '{name, replaces, skips, skipRange} objects').map((item, i) => {
    const e = d.object(item, ['entries', i], 'an object {name, replaces, skips, skipRange}') ?? {};
    const p = ['entries', i];
    return {
      name: d.str(e, 'name', p),
      replaces: d.str(e, 'replaces', p),
      skips: d.strings(e, 'skips', p),
      skipRange: d.str(e, 'skipRange', p),
      index: i,
    };
  });
  const properties = d.properties(obj, []);
  return {
    channel: { doc, broken: d.problems.length > 0, name, package: pkg, entries, properties },
    problems: d.problems,
  };
}

export function decodeBundle(doc: RawDocument, obj: JsonObject): { bundle: DBundle; problems: TypedProblem[] } {
  const d = new Decoder();
  const name = d.str(obj, 'name', []);
  const pkg = d.str(obj, 'package', []);
  const image = d.str(obj, 'image', []);
  const properties = d.properties(obj, []);
  const relatedImages: DRelatedImage[] = d.list(obj, 'relatedImages', [], '{name, image} objects').map((item, i) => {
    const r = d.object(item, ['relatedImages', i], 'an object {name, image}') ?? {};
    return { name: d.str(r, 'name', ['relatedImages', i]), image: d.str(r, 'image', ['relatedImages', i]) };
  });
  return {
    bundle: { doc, broken: d.problems.length > 0, name, package: pkg, image, properties, relatedImages },
    problems: d.problems,
  };
}

export function decodeDeprecation(
  doc: RawDocument,
  obj: JsonObject,
): { deprecation: DDeprecation; problems: TypedProblem[] } {
  const d = new Decoder();
  const pkg = d.str(obj, 'package', []);
  const entries = d.list(obj, 'entries', [], '{reference, message} objects').map((item, i) => {
    const e = d.object(item, ['entries', i], 'an object {reference, message}') ?? {};
    const ref = d.object(d.field(e, 'reference'), ['entries', i, 'reference'], 'an object {schema, name}') ?? {};
    return {
      schema: d.str(ref, 'schema', ['entries', i, 'reference']),
      name: d.str(ref, 'name', ['entries', i, 'reference']),
      message: d.str(e, 'message', ['entries', i]),
      index: i,
    };
  });
  return { deprecation: { doc, broken: d.problems.length > 0, package: pkg, entries }, problems: d.problems };
}
