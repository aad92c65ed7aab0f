import { describe, expect, it } from 'vitest';
import {
  GitHubError,
  publishCheckRun,
  startCheckRun,
  type CheckAnnotation,
  type GitHubClient,
} from '../../src/github/index.js';
import { faults, type Emulator } from '../emulator/server.js';
import { client, HEAD, useWorld } from './world.js';

let emulator: Emulator;
let gh: GitHubClient;
useWorld((w) => ({ emulator, gh } = w), { allowViolations: true });

const annotations = (n: number): CheckAnnotation[] =>
  Array.from({ length: n }, (_, i) => ({
    path: `catalog/pkg-${i}/catalog.yaml`,
    startLine: i + 1,
    endLine: i + 1,
    startColumn: 3,
    endColumn: 9,
    level: i % 3 === 0 ? 'failure' : 'warning',
    message: `finding ${i}`,
    title: 'channel-head',
  }));

const run = {
  owner: 'acme',
  repo: 'catalog',
  headSha: HEAD,
  name: 'fbc-bot',
  title: 'fbc-bot: fail',
  summary: '## 120 findings',
};

describe('check run', () => {
  it('sends 120 annotations as 3 requests of at most 50, all valid for GitHub, completing with the last', async () => {
    const result = await publishCheckRun(gh, { ...run, conclusion: 'failure', annotations: annotations(120) });
    expect(result.requests).toBe(3);
    expect(emulator.violations).toEqual([]);
    const calls = emulator.log.map((e) => [
      e.operation,
      e.status,
      (e.body as { output: { annotations: unknown[] } }).output.annotations.length,
    ]);
    expect(calls).toEqual([
      ['checks/create', 201, 50],
      ['checks/update', 200, 50],
      ['checks/update', 200, 20],
    ]);
    const stored = emulator.state.repo('acme', 'catalog')!.checkRuns;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.annotations.map((a) => a.message)).toEqual(annotations(120).map((a) => a.message));
    expect([stored[0]!.status, stored[0]!.conclusion, stored[0]!.headSha, stored[0]!.summary]).toEqual([
      'completed',
      'failure',
      HEAD,
      '## 120 findings',
    ]);
    expect((emulator.log[0]!.body as { status?: string }).status).toBe('in_progress');
  });

  it('is one request without annotations, and completes a run started earlier', async () => {
    const id = await startCheckRun(gh, { owner: 'acme', repo: 'catalog', headSha: HEAD, name: 'fbc-bot' });
    expect(emulator.state.repo('acme', 'catalog')!.checkRuns[0]!.status).toBe('in_progress');
    const result = await publishCheckRun(gh, { ...run, conclusion: 'success', checkRunId: id });
    expect(result).toMatchObject({ id, requests: 1 });
    expect(emulator.log.map((e) => e.operation)).toEqual(['checks/create', 'checks/update']);
    expect(emulator.state.repo('acme', 'catalog')!.checkRuns[0]!.conclusion).toBe('success');
    expect(emulator.violations).toEqual([]);
  });

  it("refuses a summary over GitHub's 65535 characters before any request", async () => {
    await expect(publishCheckRun(gh, { ...run, conclusion: 'success', summary: 'x'.repeat(65536) })).rejects.toThrow(
      /at most 65535/,
    );
    expect(emulator.log).toEqual([]);
  });

  it('names `checks: write` on a 403', async () => {
    emulator.addToken('ghs_no_checks', { permissions: { pull_requests: 'write' } });
    const error = await publishCheckRun(client(emulator, 'ghs_no_checks'), { ...run, conclusion: 'success' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GitHubError);
    expect((error as GitHubError).kind).toBe('permission');
    expect((error as GitHubError).message).toContain('`checks: write`');
  });
});

describe('a scripted 403 on checks', () => {
  it('is explained with the permission and the fork situation', async () => {
    emulator.fault(faults.forbidden('checks/create'));
    const error = await publishCheckRun(gh, { ...run, conclusion: 'success' }).catch((e: unknown) => e);
    expect((error as GitHubError).message).toMatch(/`checks: write`.*from a fork/s);
    expect(emulator.state.repo('acme', 'catalog')!.checkRuns).toEqual([]);
  });
});

describe("the emulator validates request bodies against GitHub's OpenAPI description", () => {
  it('rejects a check run with an invalid conclusion, and records it', async () => {
    const error = await gh.octokit
      .request('POST /repos/{owner}/{repo}/check-runs', {
        owner: 'acme',
        repo: 'catalog',
        name: 'x',
        head_sha: HEAD,
        conclusion: 'passed' as 'success',
      })
      .catch((e: unknown) => e);
    expect((error as { status: number }).status).toBe(422);
    expect(emulator.violations).toHaveLength(1);
    expect(emulator.violations[0]!.operation).toBe('checks/create');
    expect(emulator.violations[0]!.errors.join()).toMatch(/conclusion must be equal to one of the allowed values/);
    expect(emulator.state.repo('acme', 'catalog')!.checkRuns).toEqual([]);
  });

  it('rejects 51 annotations in one request, as GitHub does', async () => {
    const wire = annotations(51).map((a) => ({
      path: a.path,
      start_line: a.startLine,
      end_line: a.endLine,
      annotation_level: 'warning' as const,
      message: a.message,
    }));
    const error = await gh.octokit
      .request('POST /repos/{owner}/{repo}/check-runs', {
        owner: 'acme',
        repo: 'catalog',
        name: 'x',
        head_sha: HEAD,
        output: { title: 't', summary: 's', annotations: wire },
      })
      .catch((e: unknown) => e);
    expect((error as { status: number }).status).toBe(422);
    expect(emulator.violations[0]!.errors.join()).toMatch(/more than 50 items/);
  });
});
