// operator-registry's basic template (schema olm.template.basic) read as opm reads it: the first
// YAML or JSON document; its `entries` each a declcfg document whose keys must not repeat up to
// case; package, channel and deprecation documents decoded into opm's Go structs (keys matched
// case-insensitively, unknown keys dropped, the fields written back in the struct's order, as
// opm render-template writes them); other schemas kept whole, keys sorted as Go re-encodes them;
// each olm.bundle only a schema and an image, which rendering expands.
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import type { ExpectedDocument, TemplateExpectation, TemplateProblem } from './expectation.js';
import { quoted, readTemplateText } from './template-text.js';

export const BASIC_SCHEMA = 'olm.template.basic';

type Path = readonly (string | number)[];

interface Ctx {
  readonly line: (p: Path) => number;
  readonly problems: TemplateProblem[];
}

/** The value's keys folded (Go's json matches struct fields case-insensitively). */
function folded(obj: JsonObject): Map<string, { key: string; value: JsonValue }> {
  const out = new Map<string, { key: string; value: JsonValue }>();
  for (const [key, value] of Object.entries(obj)) out.set(key.toLowerCase(), { key, value });
  return out;
}

/** Go re-encodes a generic map with its keys sorted, at every depth. */
export function sortedKeys(v: JsonValue): JsonValue {
  if (Array.isArray(v)) return v.map(sortedKeys);
  if (!isJsonObject(v)) return v;
  const out: JsonObject = {};
  for (const k of Object.keys(v).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) out[k] = sortedKeys(v[k]!);
  return out;
}

/** A typed field: a string (or absent/null: ''), else a problem. */
function str(f: ReturnType<typeof folded>, name: string, at: Path, c: Ctx, what: string): string {
  const e = f.get(name.toLowerCase());
  if (e === undefined || e.value === null) return '';
  if (typeof e.value === 'string') return e.value;
  c.problems.push({ message: `${what}: ${name} must be a string`, line: c.line([...at, e.key]) });
  return '';
}

function list(f: ReturnType<typeof folded>, name: string, at: Path, c: Ctx, what: string): JsonValue[] | null {
  const e = f.get(name.toLowerCase());
  if (e === undefined || e.value === null) return null;
  if (Array.isArray(e.value)) return e.value;
  c.problems.push({ message: `${what}: ${name} must be a list`, line: c.line([...at, e.key]) });
  return null;
}

const keyOf = (f: ReturnType<typeof folded>, name: string): string => f.get(name.toLowerCase())?.key ?? name;

function properties(f: ReturnType<typeof folded>, at: Path, c: Ctx, what: string): JsonValue[] {
  const items = list(f, 'properties', at, c, what) ?? [];
  return items.map((p, i) => {
    const pat = [...at, keyOf(f, 'properties'), i];
    if (!isJsonObject(p)) {
      c.problems.push({ message: `${what}: properties[${i}] must be a mapping {type, value}`, line: c.line(pat) });
      return null;
    }
    const pf = folded(p);
    return { type: str(pf, 'type', pat, c, what), value: sortedKeys(pf.get('value')?.value ?? null) };
  });
}

function packageDoc(f: ReturnType<typeof folded>, at: Path, c: Ctx): ExpectedDocument {
  const what = 'olm.package';
  const doc: JsonObject = {
    schema: 'olm.package',
    name: str(f, 'name', at, c, what),
    defaultChannel: str(f, 'defaultChannel', at, c, what),
  };
  const icon = f.get('icon');
  if (icon !== undefined && icon.value !== null) {
    const iat = [...at, icon.key];
    if (!isJsonObject(icon.value)) c.problems.push({ message: `${what}: icon must be a mapping`, line: c.line(iat) });
    else {
      const i = folded(icon.value);
      const data = str(i, 'base64data', iat, c, what).replace(/[\r\n]/g, '');
      if (data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) {
        c.problems.push({
          message: `${what}: icon.base64data is not base64`,
          line: c.line([...iat, keyOf(i, 'base64data')]),
        });
      }
      doc['icon'] = { base64data: data, mediatype: str(i, 'mediatype', iat, c, what) };
    }
  }
  const description = str(f, 'description', at, c, what);
  if (description !== '') doc['description'] = description;
  const props = properties(f, at, c, what);
  if (props.length > 0) doc['properties'] = props;
  return doc;
}

function channelDoc(f: ReturnType<typeof folded>, at: Path, c: Ctx): ExpectedDocument {
  const what = 'olm.channel';
  const entries = list(f, 'entries', at, c, what);
  const doc: JsonObject = {
    schema: 'olm.channel',
    name: str(f, 'name', at, c, what),
    package: str(f, 'package', at, c, what),
    entries:
      entries === null
        ? null
        : entries.map((e, i) => {
            const eat = [...at, keyOf(f, 'entries'), i];
            if (!isJsonObject(e)) {
              c.problems.push({ message: `${what}: entries[${i}] must be a mapping`, line: c.line(eat) });
              return null;
            }
            const ef = folded(e);
            const out: JsonObject = { name: str(ef, 'name', eat, c, what) };
            const replaces = str(ef, 'replaces', eat, c, what);
            if (replaces !== '') out['replaces'] = replaces;
            const skips = list(ef, 'skips', eat, c, what) ?? [];
            if (skips.some((s) => typeof s !== 'string')) {
              c.problems.push({ message: `${what}: skips must be names`, line: c.line([...eat, keyOf(ef, 'skips')]) });
            } else if (skips.length > 0) out['skips'] = skips;
            const skipRange = str(ef, 'skipRange', eat, c, what);
            if (skipRange !== '') out['skipRange'] = skipRange;
            return out;
          }),
  };
  const props = properties(f, at, c, what);
  if (props.length > 0) doc['properties'] = props;
  return doc;
}

function deprecationDoc(f: ReturnType<typeof folded>, at: Path, c: Ctx): ExpectedDocument {
  const what = 'olm.deprecations';
  const entries = list(f, 'entries', at, c, what);
  return {
    schema: 'olm.deprecations',
    package: str(f, 'package', at, c, what),
    entries:
      entries === null
        ? null
        : entries.map((e, i) => {
            const eat = [...at, keyOf(f, 'entries'), i];
            const ef = isJsonObject(e) ? folded(e) : new Map();
            const ref: JsonValue | undefined = ef.get('reference')?.value;
            const rf = isJsonObject(ref) ? folded(ref) : new Map();
            const rat = [...eat, keyOf(ef, 'reference')];
            const name = str(rf, 'name', rat, c, what);
            return {
              reference: { schema: str(rf, 'schema', rat, c, what), ...(name !== '' ? { name } : {}) },
              message: str(ef, 'message', eat, c, what),
            };
          }),
  };
}

/** The basic template in `text`: its non-bundle documents and bundle images, or what opm refuses. */
export function expectFromBasicTemplate(text: string): TemplateExpectation | TemplateProblem[] {
  const read = readTemplateText(text);
  if (!('value' in read)) return [read];
  const c: Ctx = { line: read.line, problems: [] };
  if (!isJsonObject(read.value)) return [{ message: 'a basic template is a mapping {schema, entries}', line: 1 }];
  const top = folded(read.value);
  const schema = top.get('schema');
  if (schema?.value !== BASIC_SCHEMA) {
    return [
      {
        message: `schema must be ${quoted(BASIC_SCHEMA)}` + (schema ? `, not ${JSON.stringify(schema.value)}` : ''),
        line: schema ? c.line([schema.key]) : 1,
      },
    ];
  }
  const entries = list(top, 'entries', [], c, 'the template') ?? [];
  const documents: ExpectedDocument[] = [];
  const images: string[] = [];
  let pkg: string | undefined;
  entries.forEach((e, i) => {
    const at = [keyOf(top, 'entries'), i];
    if (!isJsonObject(e)) {
      c.problems.push({ message: `entries[${i}] must be a mapping (a catalog document)`, line: c.line(at) });
      return;
    }
    const keys = new Map<string, string[]>();
    for (const k of Object.keys(e)) keys.set(k.toLowerCase(), [...(keys.get(k.toLowerCase()) ?? []), k]);
    const dup = [...keys.values()].filter((ks) => ks.length > 1);
    if (dup.length > 0) {
      c.problems.push({
        message: `entries[${i}] repeats a key up to case: ${dup.map((d) => d.join(', ')).join('; ')}`,
        line: c.line(at),
      });
      return;
    }
    const f = folded(e);
    const s = f.get('schema')?.value;
    if (typeof s !== 'string' || s === '') {
      c.problems.push({ message: `entries[${i}] has no schema`, line: c.line(at) });
      return;
    }
    if (s === 'olm.bundle') {
      const image = f.get('image')?.value;
      const extra = ['package', 'properties', 'relatedimages'].filter((k) => {
        const v = f.get(k)?.value;
        return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
      });
      if (typeof image !== 'string' || image === '' || extra.length > 0) {
        c.problems.push({
          message:
            `entries[${i}]: a bundle of a basic template has only a schema and an image` +
            (extra.length > 0 ? ` (it has ${extra.join(', ')})` : ' (it has no image)'),
          line: c.line(at),
        });
      } else if (!images.includes(image)) images.push(image);
      return;
    }
    const doc =
      s === 'olm.package'
        ? packageDoc(f, at, c)
        : s === 'olm.channel'
          ? channelDoc(f, at, c)
          : s === 'olm.deprecations'
            ? deprecationDoc(f, at, c)
            : (sortedKeys(e) as ExpectedDocument);
    if (s === 'olm.package' && pkg === undefined) pkg = doc['name'] as string;
    documents.push(doc);
  });
  if (c.problems.length > 0) return c.problems;
  if (pkg === undefined) return [{ message: 'the template has no olm.package document', line: 1 }];
  return { kind: 'basic', package: pkg, documents, bundleImages: images };
}
