import { describe, expect, it } from 'vitest';
import { evaluate, interpolate, truthy } from './workflow-expression.js';

const ctx = {
  github: { event_name: 'issue_comment', event: { comment: { body: 'LGTM\n/Approve' }, issue: { number: 3 } } },
};

describe('workflow expressions', () => {
  it.each([
    ["github.event_name == 'ISSUE_COMMENT'", true],
    ["github.event_name != 'issue_comment' || github.event.issue.pull_request", null],
    ["contains(github.event.comment.body, '/approve') && github.event.issue.number", 3],
    ["!github.event.issue.pull_request && startsWith(github.event.comment.body, 'lgtm')", true],
    ["(github.event.missing.deeper || 'x') == 'X'", true],
    ["endsWith('a''b', 'b')", true],
    ['!github.event_name != true', true],
    ['!github.event.issue.pull_request == true', true],
  ])('%s', (text, value) => {
    expect(evaluate(text, ctx)).toEqual(value);
  });

  it('truthiness and interpolation as GitHub has them', () => {
    expect([false, 0, '', null, undefined].map(truthy)).toEqual([false, false, false, false, false]);
    expect([true, 1, 'x', {}].map(truthy)).toEqual([true, true, true, true]);
    expect(interpolate('pr-${{ github.event.issue.number }}', ctx)).toBe('pr-3');
    expect(() => evaluate('github.event_name ==', ctx)).toThrow();
  });
});
