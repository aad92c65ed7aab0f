// The Action's inputs (action.yml) as one typed, validated configuration, read before any side
// effect. Pure over a getter (the runner's INPUT_* through @actions/core in run.ts): a bad value
// throws InputError naming the input and what it accepts.
import type { MergeMethod } from '../github/index.js';
import type { OlmFlavour } from '../model/consumers.js';
import { catalogImageTemplateError } from '../diff/install-plan-objects.js';
import { parseDockerAuths, type DockerAuths } from '../registry/index.js';
import type { StateLabels } from './state-labels.js';
import { DEFAULT_BASE_IMAGE } from './plan.js';

export class InputError extends Error {}

export type Mode = 'review' | 'analyze' | 'publish' | 'plan' | 'sweep' | 'install-test' | 'publish-image';
/** REST merge pinned to the reviewed sha, or GitHub's auto-merge armed with expectedHeadOid. */
export type MergeVia = 'merge' | 'auto-merge';
export type Dispatch = 'none' | 'workflow' | 'repository';

export interface ActionConfig {
  readonly mode: Mode;
  readonly token: string;
  /** The repository configuration file, read from the base revision (undefined: .github/fbc-bot.yaml). */
  readonly config?: string;
  readonly autoMerge: boolean;
  readonly mergeMethod: MergeMethod;
  readonly mergeVia: MergeVia;
  readonly checkName: string;
  /** The conclusion a head sha gets while ownership is pending or the change is held: never success. */
  readonly pendingConclusion: 'action_required' | 'failure';
  readonly comment: boolean;
  /**
   * The label each state of the pull request gets (label-pass, label-fail, label-pending); none set: labels are off.
   */
  readonly labels: StateLabels;
  /** The review JSON: written by review and analyze, read (as untrusted input) by publish. */
  readonly reportPath: string;
  readonly sarifPath?: string;
  /**
   * Where results are kept across runs by content (restore it with actions/cache), so a re-evaluation redoes only what
   * changed.
   */
  readonly cacheDir?: string;
  readonly baseImage: string;
  readonly dockerfileDir: string;
  /** Mode publish-image: the repository the catalog images go to (publish-to), their tag templates (publish-tags). */
  readonly publishTo?: string;
  readonly publishTags?: readonly string[];
  readonly dispatch: Dispatch;
  readonly dispatchWorkflow?: string;
  readonly dispatchRef?: string;
  readonly dispatchEventType: string;
  /** Ask the registries about the image references a pull request adds, and read CRDs from bundle images. */
  readonly checkImages: boolean;
  /** The registry-auth input: a docker config.json's text and the credentials it holds. */
  readonly registryAuth?: { readonly text: string; readonly auths: DockerAuths };
  /** The image check's deadline in seconds (image-check-seconds); unset: the configuration's, else 60. */
  readonly imageCheckSeconds?: number;
  /** Mode sweep's budgets: requests (sweep-max-requests) and seconds (sweep-seconds) per run. */
  readonly sweep: { readonly maxRequests: number; readonly seconds: number };
  readonly installTest: InstallTestInputs;
}

/** Mode install-test's inputs. */
export interface InstallTestInputs {
  /** install-plan: the file `fbc-bot install-plan --format json` wrote; absent: the pull request's plan is computed. */
  readonly plan?: string;
  /** install-step: run on the cluster, or only output the matrix (one entry per package). */
  readonly step: 'run' | 'matrix';
  /** install-package: one package of the plan (`<catalog>:<package>` or its name), for a matrix job. */
  readonly package?: string;
  /** catalog-image: where the cluster pulls each catalog's image from (install-plan's template: {catalog}, {name},
   * {sha}); absent: the plan's own (DEFAULT_CATALOG_IMAGE when the mode computes it). */
  readonly catalogImage?: string;
  readonly olm: readonly OlmFlavour[];
  readonly kubeconfig?: string;
  readonly packageSeconds: number;
  readonly jobSeconds: number;
  readonly concurrency: number;
  readonly checkName: string;
  /** install-report-path: where the results' JSON is written, relative to the workspace. */
  readonly reportPath: string;
}

export type GetInput = (name: string) => string;

function choice<T extends string>(get: GetInput, name: string, allowed: readonly T[], fallback: T): T {
  const v = get(name).trim();
  if (v === '') return fallback;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new InputError(`input ${name}: "${v}" is not one of ${allowed.join(', ')}`);
}

// YAML 1.2 core booleans, as @actions/core's getBooleanInput accepts them.
const TRUE = new Set(['true', 'True', 'TRUE']);
const FALSE = new Set(['false', 'False', 'FALSE']);

function bool(get: GetInput, name: string, fallback: boolean): boolean {
  const v = get(name).trim();
  if (v === '') return fallback;
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  throw new InputError(`input ${name}: "${v}" is not a boolean (true or false)`);
}

/** A whole number of seconds in [1, 600], or undefined when the input is empty. */
function seconds(get: GetInput, name: string): number | undefined {
  const v = optional(get, name);
  if (v === undefined) return undefined;
  if (!/^\d{1,3}$/.test(v) || Number(v) < 1 || Number(v) > 600)
    throw new InputError(`input ${name}: "${v}" is not a whole number of seconds from 1 to 600`);
  return Number(v);
}

/** A whole number in [min, max], or `fallback` when the input is empty. */
function whole(get: GetInput, name: string, min: number, max: number, fallback: number): number {
  const v = optional(get, name);
  if (v === undefined) return fallback;
  if (!/^\d{1,9}$/.test(v) || Number(v) < min || Number(v) > max)
    throw new InputError(`input ${name}: "${v}" is not a whole number from ${min} to ${max}`);
  return Number(v);
}

function optional(get: GetInput, name: string): string | undefined {
  const v = get(name).trim();
  return v === '' ? undefined : v;
}

// A path input names a file in the workspace: no NUL, no newline (it reaches outputs and logs).
function optionalPath(get: GetInput, name: string): string | undefined {
  const v = optional(get, name);
  if (v !== undefined && /[\0\r\n]/.test(v))
    throw new InputError(`input ${name}: a path cannot hold NUL or line breaks`);
  return v;
}

function path(get: GetInput, name: string, fallback: string): string {
  return optionalPath(get, name) ?? fallback;
}

// An image reference as docker accepts it in FROM: no whitespace, no quotes.
const IMAGE = /^[A-Za-z0-9][A-Za-z0-9._\-/:@]*$/;
// A check name is shown on the pull request and matched by branch protection: one line.
const CHECK_NAME_MAX = 100;

/** GitHub's limit on a label's name. */
const LABEL_MAX = 50;

function stateLabels(get: GetInput): StateLabels {
  const out: Partial<Record<'pass' | 'fail' | 'pending', string>> = {};
  for (const state of ['pass', 'fail', 'pending'] as const) {
    const v = get(`label-${state}`).trim();
    if (v === '') continue;
    if (v.length > LABEL_MAX || /[\r\n]/.test(v))
      throw new InputError(`input label-${state}: one line of at most ${LABEL_MAX} characters`);
    out[state] = v;
  }
  return out;
}

/** The registry-auth input, parsed; its errors name the input and the entry, never what it holds. */
function registryAuth(get: GetInput): ActionConfig['registryAuth'] {
  const text = get('registry-auth');
  if (text.trim() === '') return undefined;
  try {
    return { text, auths: parseDockerAuths(text, 'input registry-auth') };
  } catch (e) {
    throw new InputError(
      `${(e as Error).message} (a docker config.json: {"auths": {"quay.io": {"auth": "<base64 of user:password>"}}})`,
    );
  }
}

/** What the log must never show: the token, and registry-auth whole and piece by piece. */
export function secretsOf(cfg: ActionConfig): string[] {
  const out = cfg.token === '' ? [] : [cfg.token];
  if (cfg.registryAuth) {
    out.push(cfg.registryAuth.text);
    for (const c of cfg.registryAuth.auths.values()) {
      if ('identityToken' in c) out.push(c.identityToken);
      else if (c.password !== '') out.push(c.password, Buffer.from(`${c.username}:${c.password}`).toString('base64'));
    }
  }
  return out;
}

// An image reference whose name may hold placeholders: registry, repository and tag or digest characters only.
const IMAGE_TEMPLATE = /^[a-z0-9][A-Za-z0-9._\-/:@{}]*$/;

function installTestInputs(get: GetInput): InstallTestInputs {
  const plan = optionalPath(get, 'install-plan');
  const step = choice(get, 'install-step', ['run', 'matrix'] as const, 'run');
  const catalogImage = optional(get, 'catalog-image');
  const bad = catalogImage === undefined ? undefined : catalogImageTemplateError(catalogImage);
  if (catalogImage !== undefined && (!IMAGE_TEMPLATE.test(catalogImage) || bad !== undefined))
    throw new InputError(
      `input catalog-image: "${catalogImage}" ` +
        (bad ?? 'is not an image reference (optionally with {catalog}, {name}, {sha})'),
    );
  const pkg = optional(get, 'install-package');
  if (pkg !== undefined && (pkg.length > 400 || /[\0\r\n]/.test(pkg)))
    throw new InputError('input install-package: one line of at most 400 characters');
  const olm = choice(get, 'olm', ['v1', 'classic', 'both'] as const, 'v1');
  const checkName = get('install-check-name').trim() || 'fbc-bot install';
  if (checkName.length > CHECK_NAME_MAX || /[\r\n]/.test(checkName))
    throw new InputError(`input install-check-name: one line of at most ${CHECK_NAME_MAX} characters`);
  const kubeconfig = optionalPath(get, 'kubeconfig');
  return {
    ...(plan !== undefined ? { plan } : {}),
    step,
    ...(pkg !== undefined ? { package: pkg } : {}),
    ...(catalogImage !== undefined ? { catalogImage } : {}),
    olm: olm === 'both' ? ['v1', 'classic'] : [olm],
    ...(kubeconfig !== undefined ? { kubeconfig } : {}),
    packageSeconds: whole(get, 'install-package-seconds', 30, 21_600, 900),
    jobSeconds: whole(get, 'install-job-seconds', 60, 21_600, 3_000),
    concurrency: whole(get, 'install-concurrency', 1, 16, 2),
    checkName,
    reportPath: path(get, 'install-report-path', 'fbc-bot-install.json'),
  };
}

export function readInputs(get: GetInput): ActionConfig {
  const mode = choice<Mode>(
    get,
    'mode',
    ['review', 'analyze', 'publish', 'plan', 'sweep', 'install-test', 'publish-image'],
    'review',
  );
  const token = get('github-token').trim();
  if (token === '')
    throw new InputError(`input github-token is required in mode ${mode} (the default is \${{ github.token }})`);
  const checkName = get('check-name').trim() || 'fbc-bot';
  if (checkName.length > CHECK_NAME_MAX || /[\r\n]/.test(checkName))
    throw new InputError(`input check-name: one line of at most ${CHECK_NAME_MAX} characters`);
  const baseImage = get('base-image').trim() || DEFAULT_BASE_IMAGE;
  if (!IMAGE.test(baseImage)) throw new InputError(`input base-image: "${baseImage}" is not an image reference`);
  const dispatch = choice<Dispatch>(get, 'dispatch', ['none', 'workflow', 'repository'], 'none');
  const dispatchWorkflow = optional(get, 'dispatch-workflow');
  if (dispatch === 'workflow' && dispatchWorkflow === undefined)
    throw new InputError(
      'input dispatch-workflow is required with dispatch: workflow (a workflow file name such as ' +
        'rebuild.yml, or its id)',
    );
  if (dispatchWorkflow !== undefined && !/^[A-Za-z0-9._-]+$/.test(dispatchWorkflow))
    throw new InputError(`input dispatch-workflow: "${dispatchWorkflow}" is not a workflow file name or id`);
  const dispatchEventType = get('dispatch-event-type').trim() || 'fbc-catalogs-changed';
  if (dispatchEventType.length > 100 || /\s/.test(dispatchEventType))
    throw new InputError('input dispatch-event-type: at most 100 characters, no whitespace');
  const config = optionalPath(get, 'config');
  const sarifPath = optionalPath(get, 'sarif-path');
  const cacheDir = optionalPath(get, 'cache-dir');
  const dispatchRef = optional(get, 'dispatch-ref');
  const auth = registryAuth(get);
  const imageCheckSeconds = seconds(get, 'image-check-seconds');
  const comment = bool(get, 'comment', true);
  const publishTo = optional(get, 'publish-to');
  if (mode === 'publish-image' && publishTo === undefined)
    throw new InputError(
      'input publish-to is required in mode publish-image (the repository the catalog images are pushed to, ' +
        'such as quay.io/example/catalog)',
    );
  if (publishTo !== undefined && !IMAGE.test(publishTo))
    throw new InputError(`input publish-to: "${publishTo}" is not a repository`);
  const publishTags = get('publish-tags')
    .split(/[\s,]+/)
    .filter((t) => t !== '');
  // The sweep finds what changed since its last review in the record of the sticky comment.
  if (mode === 'sweep' && !comment)
    throw new InputError(
      'input comment: mode sweep needs the sticky comment (comment: true), where each review records what it ' +
        'decided on',
    );
  return {
    mode,
    token,
    ...(config !== undefined ? { config } : {}),
    autoMerge: bool(get, 'auto-merge', false),
    mergeMethod: choice<MergeMethod>(get, 'merge-method', ['merge', 'squash', 'rebase'], 'squash'),
    mergeVia: choice<MergeVia>(get, 'merge-via', ['merge', 'auto-merge'], 'merge'),
    checkName,
    pendingConclusion: choice(get, 'pending-conclusion', ['action_required', 'failure'] as const, 'action_required'),
    comment,
    labels: stateLabels(get),
    reportPath: path(get, 'report-path', 'fbc-bot-review.json'),
    ...(sarifPath !== undefined ? { sarifPath } : {}),
    ...(cacheDir !== undefined ? { cacheDir } : {}),
    baseImage,
    dockerfileDir: path(get, 'dockerfile-dir', 'fbc-bot-dockerfiles'),
    ...(publishTo !== undefined ? { publishTo } : {}),
    ...(publishTags.length > 0 ? { publishTags } : {}),
    dispatch,
    ...(dispatchWorkflow !== undefined ? { dispatchWorkflow } : {}),
    ...(dispatchRef !== undefined ? { dispatchRef } : {}),
    dispatchEventType,
    checkImages: bool(get, 'check-images', true),
    ...(auth ? { registryAuth: auth } : {}),
    ...(imageCheckSeconds !== undefined ? { imageCheckSeconds } : {}),
    sweep: {
      maxRequests: whole(get, 'sweep-max-requests', 50, 100_000, 500),
      seconds: whole(get, 'sweep-seconds', 10, 21_600, 300),
    },
    installTest: installTestInputs(get),
  };
}
