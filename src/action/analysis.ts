// The analysis file of the analyze → publish split: mode analyze (a `pull_request` job with a
// read-only token) writes the review with the pull request and commits it is about; mode publish
// (a `workflow_run` job) reads it back as untrusted input — a fork's pull_request workflow can
// write anything there. So every field is schema-checked with bounds, and publish takes nothing
// from it but the pull request it names: it reviews that pull request again itself. Pure.
import { Ajv, type ValidateFunction } from 'ajv';
import type { PackageChange } from '../diff/package-changes.js';
import type { Finding } from '../model/finding.js';
import type { Verdict } from '../model/verdict.js';
import type { Ownership } from '../ownership/ownership-entry.js';
import { RULES } from '../model/rule-table.js';

export class AnalysisError extends Error {}

export const ANALYSIS_VERSION = 1;
/** Far more than any real review; a file past it is refused before parsing. */
export const MAX_ANALYSIS_BYTES = 32 << 20;

export interface Analysis {
  readonly fbcBotAnalysis: number;
  readonly pullRequest: number;
  readonly baseSha: string;
  readonly headSha: string;
  readonly review: {
    readonly verdict: Verdict;
    readonly findings: Finding[];
    readonly changes: PackageChange[];
    readonly ownership: Ownership;
    readonly autoMerge: { readonly eligible: boolean; readonly reasons: string[] };
  };
}

const text = (max: number) => ({ type: 'string', maxLength: max });
const list = (items: object, max: number) => ({ type: 'array', items, maxItems: max });
const SHA = { type: 'string', pattern: '^([0-9a-f]{40}|[0-9a-f]{64})$' };
const NAMES = list(text(256), 10_000);

const SCHEMA = {
  type: 'object',
  required: ['fbcBotAnalysis', 'pullRequest', 'baseSha', 'headSha', 'review'],
  properties: {
    fbcBotAnalysis: { const: ANALYSIS_VERSION },
    pullRequest: { type: 'integer', minimum: 1, maximum: 2 ** 31 },
    baseSha: SHA,
    headSha: SHA,
    review: {
      type: 'object',
      required: ['verdict', 'findings', 'changes', 'ownership', 'autoMerge'],
      properties: {
        verdict: { enum: ['pass', 'fail', 'pending'] },
        findings: list(
          {
            type: 'object',
            required: ['rule', 'severity', 'message'],
            properties: {
              rule: { enum: Object.keys(RULES) },
              severity: { enum: ['error', 'warning', 'info'] },
              message: text(20_000),
              catalog: text(4_096),
              package: text(1_024),
              channel: text(1_024),
              bundle: text(1_024),
              file: text(4_096),
              line: { type: 'integer', minimum: 0, maximum: 2 ** 31 },
              column: { type: 'integer', minimum: 0, maximum: 2 ** 31 },
              introduced: { type: 'boolean' },
              group: {
                type: 'object',
                required: ['head', 'fix'],
                properties: { head: text(20_000), fix: text(20_000) },
              },
            },
          },
          200_000,
        ),
        changes: list(
          {
            type: 'object',
            required: ['catalog', 'package', 'status', 'channels', 'bundlesAdded', 'bundlesRemoved', 'bundlesModified'],
            properties: {
              catalog: text(4_096),
              package: text(1_024),
              status: { enum: ['added', 'removed', 'modified'] },
              channels: list(
                {
                  type: 'object',
                  required: ['channel', 'status'],
                  properties: { channel: text(1_024), status: { enum: ['added', 'removed', 'modified', 'unchanged'] } },
                },
                10_000,
              ),
              bundlesAdded: NAMES,
              bundlesRemoved: NAMES,
              bundlesModified: NAMES,
            },
          },
          100_000,
        ),
        ownership: {
          type: 'object',
          required: ['decision', 'packages'],
          properties: {
            decision: { enum: ['approved', 'pending', 'denied'] },
            packages: list(
              {
                type: 'object',
                required: ['package', 'owners', 'approvedBy', 'status'],
                properties: {
                  catalog: text(4_096),
                  package: text(1_024),
                  owners: NAMES,
                  approvedBy: NAMES,
                  status: { enum: ['approved', 'pending', 'no-owners'] },
                },
              },
              100_000,
            ),
          },
        },
        autoMerge: {
          type: 'object',
          required: ['eligible', 'reasons'],
          properties: { eligible: { type: 'boolean' }, reasons: list(text(2_000), 10_000) },
        },
      },
    },
  },
};

// Compiled on first use: only mode publish reads an analysis, and compiling costs every other run ~30 ms.
let compiled: ValidateFunction | undefined;

/** The analysis in `bytes`, or AnalysisError saying what is wrong with it. */
export function parseAnalysis(bytes: Buffer, file: string): Analysis {
  if (bytes.length > MAX_ANALYSIS_BYTES)
    throw new AnalysisError(`${file}: ${bytes.length} bytes, more than an analysis can be (${MAX_ANALYSIS_BYTES})`);
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (e) {
    throw new AnalysisError(`${file}: not JSON: ${(e as Error).message.slice(0, 200)}`);
  }
  const validate = (compiled ??= new Ajv({ allErrors: false, strict: false }).compile(SCHEMA));
  if (!validate(value)) {
    const err = validate.errors?.[0];
    throw new AnalysisError(
      `${file}: not an fbc-bot analysis: ${err ? `${err.instancePath || '/'} ${err.message ?? ''}` : 'invalid'}`.slice(
        0,
        500,
      ),
    );
  }
  return value as unknown as Analysis;
}
