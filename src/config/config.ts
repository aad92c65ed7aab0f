// The repository's fbc-bot configuration (.github/fbc-bot.yaml), validated against its schema
// with ajv; problems name the file and line. Pure: the caller supplies the text.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { validGlob } from '../catalog/gomatch.js';
import { isRegistryHost } from './registry-host.js';
import type { Overrides } from '../model/draft.js';
import { OLM_FLAVOURS, parseOcpBound, type ConsumerRule } from '../model/consumers.js';
import type { CatalogOverrides } from '../model/severities.js';
import { RULES, type RuleId } from '../model/rule-table.js';
import { checkOwnership, OWNERS_SOURCES, type OwnersSetting } from './ownership-settings.js';
import { lineOf, readYamlDocument } from './yaml-document.js';
import { checkReleased, RELEASED_SCHEMA, type ReleasedSetting } from './released-settings.js';

export const CONFIG_PATH = '.github/fbc-bot.yaml';

export interface Policy {
  /** Registries (host, or host/path prefix) bundle images must come from. */
  readonly allowedRegistries?: readonly string[];
  /** Registries related images (operands, the operator) must come from. */
  readonly allowedRelatedImageRegistries?: readonly string[];
  /** Bundle images must be referenced by digest. */
  readonly requireDigests?: boolean;
  /** Catalog paths (Go filepath.Match per segment) where olm.bundle.object is not allowed. */
  readonly bundleObjectNotAllowed?: readonly string[];
  /** Registry hosts (host[:port]) asked over plain HTTP when images are checked; loopback always is. */
  readonly insecureRegistries?: readonly string[];
  /** An image reference the registry could not confirm (unreachable, credentials refused) is an error. */
  readonly requireImagesVerified?: boolean;
  /** The deadline of the whole image check in seconds (default 60): what is left then is image-not-verified. */
  readonly imageCheckSeconds?: number;
}

export interface Config {
  readonly policy: Policy;
  /**
   * Packages the rest of the index provides (outside the catalogs checked): any olm.package.required on them is
   * satisfied.
   */
  readonly externalPackages?: readonly string[];
  /** APIs (`group/version/Kind`) the rest of the index provides: olm.gvk.required on them is satisfied. */
  readonly externalApis?: readonly string[];
  /** Severity overrides for rules that are not fixed; 'off' silences a rule. */
  readonly severity: Overrides;
  /** Severity overrides for the catalogs matching a glob: per rule, the last matching entry wins over `severity`. */
  readonly overrides?: readonly CatalogOverrides[];
  /** Which OLM flavours consume which catalogs (the last matching entry wins; model/consumers.ts has the default). */
  readonly consumers?: readonly ConsumerRule[];
  /**
   * Catalog roots (Go filepath.Match per segment, from the repository root): `review`'s, and diff's and validate's
   * without --catalogs.
   */
  readonly catalogs?: readonly string[];
  /**
   * Each directory directly under a catalog root holds one package, usually but not always named for it (review:
   * package-directory-mismatch, a document added where base keeps another package or of a package kept elsewhere).
   */
  readonly packageDirectories?: boolean;
  /** Where package owners are read (always from the base revision). */
  readonly owners?: OwnersSetting;
  /** Logins that may approve anything: new packages, packages without owners, other paths. */
  readonly maintainers?: readonly string[];
  /** The published index per catalog glob, which a diff must not remove content from (released-settings.ts). */
  readonly released?: readonly ReleasedSetting[];
  /**
   * Which catalogs are rendered from which opm template (the template checks), in place of the community layout's
   * operators/<pkg>/ci.yaml `fbc.catalog_mapping`; an empty list turns the checks off.
   */
  readonly templates?: readonly TemplateSetting[];
}

/** A template and the directories its render is written to, from the repository root. */
export interface TemplateSetting {
  readonly template: string;
  readonly catalogs: readonly string[];
}

export const EMPTY_CONFIG: Config = { policy: {}, severity: {} };

// A registry as an image reference names it: a host name or [IPv6], and an optional port; no path.
const HOST_LABEL = /[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?/.source;
const REGISTRY_HOST = new RegExp(`^(?:${HOST_LABEL}(?:\\.${HOST_LABEL})*|\\[[0-9A-Fa-f:.]+\\])(?::[0-9]{1,5})?$`);

// olm.gvk.required as its requirement is matched: a non-empty group, version and kind.
const GVK = /^[^/\s]+\/[^/\s]+\/[^/\s]+$/;

const SEVERITY = {
  type: 'object',
  propertyNames: { enum: Object.keys(RULES) },
  additionalProperties: { enum: ['error', 'warning', 'info', 'off'] },
} as const;

const PATTERNS = { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } } as const;

export const CONFIG_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    policy: {
      type: 'object',
      additionalProperties: false,
      properties: {
        allowedRegistries: { type: 'array', items: { type: 'string', minLength: 1 } },
        allowedRelatedImageRegistries: { type: 'array', items: { type: 'string', minLength: 1 } },
        requireDigests: { type: 'boolean' },
        bundleObjectNotAllowed: { type: 'array', items: { type: 'string', minLength: 1 } },
        insecureRegistries: { type: 'array', items: { type: 'string', minLength: 1 } },
        requireImagesVerified: { type: 'boolean' },
        imageCheckSeconds: { type: 'integer', minimum: 1, maximum: 600 },
      },
    },
    externalPackages: { type: 'array', items: { type: 'string', minLength: 1 } },
    externalApis: { type: 'array', items: { type: 'string', minLength: 1 } },
    catalogs: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
    packageDirectories: { type: 'boolean' },
    owners: {
      type: 'object',
      additionalProperties: false,
      required: ['source'],
      properties: {
        source: { enum: OWNERS_SOURCES },
        path: { type: 'string', minLength: 1 },
      },
    },
    maintainers: { type: 'array', items: { type: 'string', minLength: 1 } },
    released: RELEASED_SCHEMA,
    templates: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['template', 'catalogs'],
        properties: { template: { type: 'string', minLength: 1 }, catalogs: PATTERNS },
      },
    },
    severity: SEVERITY,
    overrides: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['catalogs', 'severity'],
        properties: { catalogs: PATTERNS, severity: SEVERITY },
      },
    },
    consumers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['olm'],
        properties: {
          catalogs: PATTERNS,
          ocp: { type: 'string', minLength: 1 },
          olm: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: OLM_FLAVOURS } },
        },
      },
    },
  },
} as const;

// Compiled when a configuration is first read, not by every process that imports this module; and without
// checking the constant schema against JSON Schema's meta-schema on every run (compiling the meta-schema
// costs more than compiling the schema): test/config/config-schema.test.ts checks it once.
let compiled: ValidateFunction | undefined;

export class ConfigError extends Error {}

/** Where an ajv error points (a JSON pointer) and what to tell the user. */
function explain(e: ErrorObject): [string, string] {
  const params = e.params as { additionalProperty?: string; allowedValues?: readonly string[] };
  if (e.propertyName !== undefined)
    return [`${e.instancePath}/${e.propertyName}`, `unknown rule id "${e.propertyName}"`];
  if (params.additionalProperty !== undefined)
    return [`${e.instancePath}/${params.additionalProperty}`, `unknown setting "${params.additionalProperty}"`];
  const subject = e.instancePath === '' ? 'the configuration' : e.instancePath.slice(1).replace(/\//g, '.');
  if (params.allowedValues) return [e.instancePath, `${subject} must be one of: ${params.allowedValues.join(', ')}`];
  return [e.instancePath, `${subject} ${e.message ?? 'is invalid'}`];
}

/** Parse and validate the configuration text; throws ConfigError naming `file` and the line. */
export function parseConfig(text: string, file = CONFIG_PATH): Config {
  const read = readYamlDocument(text, file);
  if ('problem' in read) throw new ConfigError(read.problem);
  const at = (pointer: string): number => lineOf(read.doc, read.counter, pointer);
  const value = (read.value ?? {}) as unknown;
  const fail = (pointer: string, what: string): ConfigError => new ConfigError(`${file}:${at(pointer)}: ${what}`);
  const validate = (compiled ??= new Ajv({ allErrors: true, validateSchema: false }).compile(CONFIG_SCHEMA));
  if (!validate(value)) throw fail(...explain(validate.errors![0]!));
  const v = value as {
    policy?: Policy;
    severity?: Config['severity'];
    externalPackages?: string[];
    externalApis?: string[];
    catalogs?: string[];
    packageDirectories?: boolean;
    owners?: OwnersSetting;
    maintainers?: string[];
    overrides?: CatalogOverrides[];
    consumers?: ConsumerRule[];
    released?: ReleasedSetting[];
    templates?: TemplateSetting[];
  };
  const severities: [string, Overrides | undefined][] = [
    ['/severity', v.severity],
    ...(v.overrides ?? []).map((o, i): [string, Overrides] => [`/overrides/${i}/severity`, o.severity]),
  ];
  for (const [where, overrides] of severities) {
    for (const [rule, sev] of Object.entries(overrides ?? {})) {
      if ((RULES[rule as RuleId] as { fixed?: true }).fixed && sev !== RULES[rule as RuleId].severity)
        throw fail(`${where}/${rule}`, `rule ${rule} is fixed: its severity cannot change`);
    }
  }
  checkCatalogPatterns(v, fail);
  for (const key of ['allowedRegistries', 'allowedRelatedImageRegistries'] as const) {
    v.policy?.[key]?.forEach((r, i) => {
      if (!isRegistryHost(r))
        throw fail(`/policy/${key}/${i}`, `"${r}" does not start with a registry host (e.g. quay.io/my-org)`);
    });
  }
  v.policy?.insecureRegistries?.forEach((host, i) => {
    if (!REGISTRY_HOST.test(host))
      throw fail(
        `/policy/insecureRegistries/${i}`,
        `"${host}" is not a registry host (host or host:port, e.g. registry.internal:5000)`,
      );
  });
  v.policy?.bundleObjectNotAllowed?.forEach((pattern, i) => {
    if (!validGlob(pattern))
      throw fail(
        `/policy/bundleObjectNotAllowed/${i}`,
        `"${pattern}" is not a valid pattern (Go filepath.Match syntax)`,
      );
  });
  v.externalApis?.forEach((api, i) => {
    if (!GVK.test(api))
      throw fail(`/externalApis/${i}`, `"${api}" is not group/version/Kind (e.g. cert-manager.io/v1/Certificate)`);
  });
  checkOwnership(v, fail);
  checkReleased(v.released, fail);
  v.templates?.forEach((t, i) =>
    [t.template, ...t.catalogs].forEach((path, j) => {
      if (!insideRepository(path))
        throw fail(
          j === 0 ? `/templates/${i}/template` : `/templates/${i}/catalogs/${j - 1}`,
          `"${path}" must be a path inside the repository, relative to its root`,
        );
    }),
  );
  return {
    policy: v.policy ?? {},
    severity: v.severity ?? {},
    ...(v.externalPackages ? { externalPackages: v.externalPackages } : {}),
    ...(v.externalApis ? { externalApis: v.externalApis } : {}),
    ...(v.catalogs ? { catalogs: v.catalogs } : {}),
    ...(v.packageDirectories !== undefined ? { packageDirectories: v.packageDirectories } : {}),
    ...(v.owners ? { owners: v.owners } : {}),
    ...(v.maintainers ? { maintainers: v.maintainers } : {}),
    ...(v.overrides ? { overrides: v.overrides } : {}),
    ...(v.consumers ? { consumers: v.consumers } : {}),
    ...(v.released ? { released: v.released } : {}),
    ...(v.templates ? { templates: v.templates } : {}),
  };
}

/** A plain relative path that names something in the repository (no `..`, no empty or `.` segment). */
const insideRepository = (p: string): boolean => p.split('/').every((s) => s !== '' && s !== '.' && s !== '..');

/** The catalog globs and OpenShift bounds of `overrides` and `consumers`, which the schema leaves as strings. */
function checkCatalogPatterns(
  v: { overrides?: readonly CatalogOverrides[]; consumers?: readonly ConsumerRule[] },
  fail: (pointer: string, what: string) => ConfigError,
): void {
  for (const [key, entries] of [
    ['overrides', v.overrides ?? []],
    ['consumers', v.consumers ?? []],
  ] as const) {
    entries.forEach((e, i) =>
      e.catalogs?.forEach((pattern, j) => {
        if (!validGlob(pattern))
          throw fail(`/${key}/${i}/catalogs/${j}`, `"${pattern}" is not a valid pattern (Go filepath.Match syntax)`);
      }),
    );
  }
  v.consumers?.forEach((e, i) => {
    if (e.catalogs === undefined && e.ocp === undefined)
      throw fail(`/consumers/${i}`, 'a consumers entry needs catalogs, ocp or both: which catalogs it is about');
    const bound = e.ocp === undefined ? undefined : parseOcpBound(e.ocp);
    if (bound && !bound.ok) throw fail(`/consumers/${i}/ocp`, `ocp ${bound.error}`);
  });
}
