// Image pull specs as opm checks them: docker/reference ParseNormalizedNamed (docker.io
// normalisation, lowercase repository, name ≤ 255) and go-digest validation (sha256/384/512,
// lowercase hex of the exact length). Returns the reason text, or undefined when valid.

import { own } from '../catalog/own.js';

const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const DOMAIN = `${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*(?::[0-9]+)?`;
const PATH_COMPONENT = '[a-z0-9]+(?:(?:[._]|__|[-]+)[a-z0-9]+)*';
const NAME = `(?:${DOMAIN}/)?${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`;
const TAG = '[\\w][\\w.-]{0,127}';
const DIGEST = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';
const REFERENCE = new RegExp(`^(${NAME})(?::(${TAG}))?(?:@(${DIGEST}))?$`);
const HEX64 = /^[a-f0-9]{64}$/;
const DIGEST_LENGTHS = new Map([
  ['sha256', 64],
  ['sha384', 96],
  ['sha512', 128],
]);

function splitDockerDomain(name: string): [string, string] {
  const i = name.indexOf('/');
  let domain: string;
  let remainder: string;
  const first = i < 0 ? '' : name.slice(0, i);
  if (i < 0 || (!/[.:]/.test(first) && first !== 'localhost' && first.toLowerCase() === first)) {
    domain = 'docker.io';
    remainder = name;
  } else {
    domain = first;
    remainder = name.slice(i + 1);
  }
  if (domain === 'index.docker.io') domain = 'docker.io';
  if (domain === 'docker.io' && !remainder.includes('/')) remainder = 'library/' + remainder;
  return [domain, remainder];
}

export interface ImageRef {
  /** The registry host (docker.io for Docker Hub short names), lowercased. */
  readonly domain: string;
  /** The normalized repository, `domain/path` (docker.io/library/busybox for busybox). */
  readonly name: string;
  readonly tag?: string;
  readonly digest?: string;
}

type Parsed =
  { readonly ref: ImageRef; readonly error?: undefined } | { readonly ref?: undefined; readonly error: string };

// The longest valid reference: a 255-character name, a 128-character tag and a sha512 digest.
// Anything far longer is invalid whatever it holds; the reference regex is not run on it (on
// megabytes it overflows the stack).
const MAX_REFERENCE = 1024;

// A catalog names the same operand images in bundle after bundle (half the references of a
// large catalog repeat): the verdicts on the first 8,192 distinct references are kept ('' for a
// valid one), not their parsed parts; later ones are parsed each time. Nothing is dropped, so a
// catalog of 100,000 distinct references leaves no trail of garbage behind (a cleared memo did:
// +40 MB peak RSS), and a hostile one cannot grow it.
const verdicts = new Map<string, string>();
const VERDICTS_MAX = 8192;

function verdict(s: string): string | undefined {
  if (s.length > MAX_REFERENCE) return parse(s).error;
  let v = verdicts.get(s);
  if (v === undefined) {
    v = parse(s).error ?? '';
    // An own copy as the key: a string cut from a file's text would keep the whole text alive.
    if (verdicts.size < VERDICTS_MAX) verdicts.set(own(s), v);
  }
  return v === '' ? undefined : v;
}

function parse(s: string): Parsed {
  if (s.length > MAX_REFERENCE)
    return { error: `invalid reference format: ${s.length} characters, longer than any valid reference` };
  if (HEX64.test(s)) return { error: `invalid repository name (${s}), cannot specify 64-byte hexadecimal strings` };
  const [domain, remainder] = splitDockerDomain(s);
  const colon = remainder.indexOf(':');
  const remoteName = colon >= 0 ? remainder.slice(0, colon) : remainder;
  if (remoteName.toLowerCase() !== remoteName)
    return { error: 'invalid reference format: repository name must be lowercase' };
  const m = REFERENCE.exec(`${domain}/${remainder}`);
  if (!m) return { error: 'invalid reference format' };
  if (m[1]!.length > 255) return { error: 'repository name must not be more than 255 characters' };
  const digest = m[3];
  if (digest !== undefined) {
    const sep = digest.indexOf(':');
    const want = DIGEST_LENGTHS.get(digest.slice(0, sep));
    const hex = digest.slice(sep + 1);
    if (want === undefined) return { error: 'unsupported digest algorithm' };
    if (hex.length !== want) return { error: 'invalid checksum digest length' };
    if (!/^[a-f0-9]+$/.test(hex)) return { error: 'invalid checksum digest format' };
  }
  const ref: ImageRef = {
    domain: domain.toLowerCase(),
    name: `${domain.toLowerCase()}${m[1]!.slice(domain.length)}`,
    ...(m[2] !== undefined ? { tag: m[2] } : {}),
    ...(digest !== undefined ? { digest } : {}),
  };
  return { ref };
}

export function imageRefError(s: string): string | undefined {
  return verdict(s);
}

/** The parts of a valid pull spec (undefined for one imageRefError rejects). */
export function parseImageRef(s: string): ImageRef | undefined {
  return parse(s).ref;
}

/** Kubernetes IsDNS1123Label, with its messages. */
export function dns1123LabelErrors(s: string): string[] {
  const errs: string[] = [];
  if (s.length > 63) errs.push('must be no more than 63 characters');
  if (!/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(s)) {
    if (/^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/.test(s)) errs.push('must not contain dots');
    else
      errs.push(
        "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must " +
          "start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for " +
          "validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
      );
  }
  return errs;
}
