// operator-registry's semver template (schema olm.semver) read as opm reads it: sigs.k8s.io/yaml's
// UnmarshalStrict into its Go struct, so keys match field names case-insensitively (real templates
// write `GenerateMajorChannels`, `Stable: {Bundles: [{Image: …}]}`), an unknown key or a value of
// the wrong type is an error, and null is the zero value. Then opm's defaults: minor channels when
// neither kind is asked for, and a default channel preference that must name a generated kind.
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import type { TemplateProblem } from './expectation.js';
import { quoted, readTemplateText } from './template-text.js';

export type Archetype = 'candidate' | 'fast' | 'stable';
export type StreamKind = 'major' | 'minor';

/** Least stable first: the order opm walks them in. */
export const ARCHETYPES: readonly Archetype[] = ['candidate', 'fast', 'stable'];

export interface TemplateImage {
  readonly image: string;
  /** Its line in the template file. */
  readonly line: number;
}

export interface SemverTemplate {
  readonly generateMajorChannels: boolean;
  readonly generateMinorChannels: boolean;
  readonly defaultChannelTypePreference: StreamKind;
  readonly bundles: Readonly<Record<Archetype, readonly TemplateImage[]>>;
}

export const SEMVER_SCHEMA = 'olm.semver';

type Path = readonly (string | number)[];

/** The value's keys matched to Go field names, case-insensitively, the last of a folded pair winning. */
function fields(
  obj: JsonObject,
  known: readonly string[],
  at: Path,
  line: (p: Path) => number,
  problems: TemplateProblem[],
): Map<string, { value: JsonValue; path: Path }> {
  const out = new Map<string, { value: JsonValue; path: Path }>();
  for (const [key, value] of Object.entries(obj)) {
    const field = known.find((k) => k === key) ?? known.find((k) => k.toLowerCase() === key.toLowerCase());
    if (field === undefined) {
      problems.push({ message: `unknown field ${quoted(key)} (opm rejects it)`, line: line([...at, key]) });
      continue;
    }
    out.set(field, { value, path: [...at, key] });
  }
  return out;
}

function typeName(v: JsonValue): string {
  return v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'a mapping' : `a ${typeof v}`;
}

function readImages(
  f: { value: JsonValue; path: Path } | undefined,
  name: string,
  line: (p: Path) => number,
  problems: TemplateProblem[],
): TemplateImage[] {
  if (f === undefined || f.value === null) return [];
  if (!isJsonObject(f.value)) {
    problems.push({ message: `${name} must be a mapping with bundles, not ${typeName(f.value)}`, line: line(f.path) });
    return [];
  }
  const bundles = fields(f.value, ['bundles'], f.path, line, problems).get('bundles');
  if (bundles === undefined || bundles.value === null) return [];
  if (!Array.isArray(bundles.value)) {
    problems.push({
      message: `${name}.bundles must be a list, not ${typeName(bundles.value)}`,
      line: line(bundles.path),
    });
    return [];
  }
  const out: TemplateImage[] = [];
  bundles.value.forEach((b, i) => {
    const at = [...bundles.path, i];
    if (b === null) {
      problems.push({ message: `${name}.bundles[${i}] has no image`, line: line(at) });
      return;
    }
    if (!isJsonObject(b)) {
      problems.push({
        message: `${name}.bundles[${i}] must be a mapping {image: …}, not ${typeName(b)}`,
        line: line(at),
      });
      return;
    }
    const image = fields(b, ['image'], at, line, problems).get('image');
    if (image !== undefined && image.value !== null && typeof image.value !== 'string') {
      problems.push({ message: `${name}.bundles[${i}].image must be a string`, line: line(image.path) });
    } else if (typeof image?.value !== 'string' || image.value === '') {
      problems.push({ message: `${name}.bundles[${i}] has no image`, line: line(image?.path ?? at) });
    } else out.push({ image: image.value, line: line(image.path) });
  });
  return out;
}

const FIELDS = [
  'schema',
  'generateMajorChannels',
  'generateMinorChannels',
  'defaultChannelTypePreference',
  'candidate',
  'fast',
  'stable',
];

/** The semver template in `text`, or what is wrong with it (each problem at its line). */
export function readSemverTemplate(text: string): SemverTemplate | TemplateProblem[] {
  const read = readTemplateText(text);
  if (!('value' in read)) return [read];
  const { value, line } = read;
  if (!isJsonObject(value)) return [{ message: `a semver template is a mapping, not ${typeName(value)}`, line: 1 }];
  const problems: TemplateProblem[] = [];
  const f = fields(value, FIELDS, [], line, problems);
  const schema = f.get('schema');
  if (schema?.value !== SEMVER_SCHEMA) {
    problems.push({
      message: `schema must be ${quoted(SEMVER_SCHEMA)}` + (schema ? `, not ${JSON.stringify(schema.value)}` : ''),
      line: schema ? line(schema.path) : 1,
    });
  }
  const flag = (name: string): boolean => {
    const v = f.get(name);
    if (v === undefined || v.value === null) return false;
    if (typeof v.value === 'boolean') return v.value;
    problems.push({ message: `${name} must be true or false, not ${JSON.stringify(v.value)}`, line: line(v.path) });
    return false;
  };
  const major = flag('generateMajorChannels');
  // opm: with neither kind asked for, minor channels.
  const minor = flag('generateMinorChannels') || !major;
  const pref = f.get('defaultChannelTypePreference');
  let preference: StreamKind = minor ? 'minor' : 'major';
  if (pref !== undefined && pref.value !== null && pref.value !== '') {
    if (pref.value === 'minor' || pref.value === 'major') {
      preference = pref.value;
      if (!(preference === 'minor' ? minor : major)) {
        problems.push({
          message:
            `defaultChannelTypePreference is ${quoted(preference)} but ${preference}-version channels are not ` +
            `generated (opm rejects the template)`,
          line: line(pref.path),
        });
      }
    } else {
      problems.push({
        message: `defaultChannelTypePreference must be "major" or "minor", not ${JSON.stringify(pref.value)}`,
        line: line(pref.path),
      });
    }
  }
  const bundles = {
    candidate: readImages(f.get('candidate'), 'candidate', line, problems),
    fast: readImages(f.get('fast'), 'fast', line, problems),
    stable: readImages(f.get('stable'), 'stable', line, problems),
  };
  if (problems.length > 0) return problems;
  return {
    generateMajorChannels: major,
    generateMinorChannels: minor,
    defaultChannelTypePreference: preference,
    bundles,
  };
}
