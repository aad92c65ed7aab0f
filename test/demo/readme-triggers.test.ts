// The README's review recipe starts a job for a comment only when it may be a command on a pull
// request: its job-level `if:` is evaluated here (test/helpers/workflow-expression.ts, GitHub's
// semantics: strings compared and searched ignoring case) against the events GitHub sends.
// It never skips a comment fbc-bot reads as a command, and skips chat and issues.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { commentCommands } from '../../src/ownership/commands.js';
import { evaluate, truthy, type Value } from '../helpers/workflow-expression.js';

interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { if?: string }>;
}
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const workflows = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => parse(m[1]!) as Workflow);
const onComments = workflows.filter((wf) => 'issue_comment' in wf.on);

const comment = (body: string, onPull = true): Record<string, Value> => ({
  github: {
    event_name: 'issue_comment',
    event: {
      action: 'created',
      issue: { number: 7, ...(onPull ? { pull_request: { url: 'https://api.github.com/repos/o/r/pulls/7' } } : {}) },
      comment: { id: 1, body, user: { login: 'alice' } },
    },
  },
});
const runs = (wf: Workflow, ctx: Record<string, Value>): boolean[] =>
  Object.values(wf.jobs).map((j) => {
    if (j.if === undefined) return true;
    return truthy(evaluate(j.if, ctx));
  });

describe('README recipes on comments', () => {
  it('exist, and every job they start has an if', () => {
    expect(onComments.length).toBeGreaterThan(0);
    for (const wf of onComments) for (const job of Object.values(wf.jobs)) expect(job.if).toBeTypeOf('string');
  });

  it('run for a command on a pull request, skip chat and a command on an issue', () => {
    for (const wf of onComments) {
      for (const body of ['/approve', '/approve cancel', '/hold', '/hold cancel', '/retest', 'LGTM\r\n/APPROVE  '])
        expect(runs(wf, comment(body)), body).toEqual(runs(wf, comment(body)).map(() => true));
      for (const body of ['looks good to me', '', 'approve', 'see #12'])
        expect(runs(wf, comment(body)), body).toEqual(runs(wf, comment(body)).map(() => false));
      expect(runs(wf, comment('/approve', false))).toEqual(runs(wf, comment('/approve')).map(() => false));
      // The pull request's own events are not filtered.
      for (const event_name of ['pull_request_target', 'pull_request_review', 'merge_group'])
        expect(runs(wf, { github: { event_name, event: { action: 'submitted' } } })).not.toContain(false);
    }
  });

  it('never skip a comment fbc-bot reads as a command', () => {
    const line = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('/approve', '/hold', '/retest', '/Approve', '/HOLD'),
          fc.constantFrom('', ' cancel', ' no-issue', '\t'),
        )
        .map(([c, a]) => `  ${c}${a} `),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 4 }), (lines) => {
        const body = lines.join('\n');
        if (commentCommands(body).length === 0) return;
        for (const wf of onComments) expect(runs(wf, comment(body))).not.toContain(false);
      }),
      { numRuns: 300 },
    );
  });

  it('the evaluator refuses syntax it does not know rather than guess', () => {
    expect(() => evaluate("format('{0}', github.x)", {})).toThrow(/not known/);
    expect(() => evaluate('github.x > 1', {})).toThrow(/syntax/);
    expect(evaluate("github.a == 'X' && !github.b", { github: { a: 'x', b: false } })).toBe(true);
  });
});
