// Approvals as GitHub reports them: latest word per login, commands as whole lines.
import { describe, expect, it } from 'vitest';
import { parseApprovals, standingApprovals, type ApprovalEvent } from '../../src/ownership/standing-approvals.js';

const ev = (login: string, state: ApprovalEvent['state'], body?: string, commit = 'c1'): ApprovalEvent => ({
  login,
  state,
  commit,
  ...(body !== undefined ? { body } : {}),
});

describe('standing approvals', () => {
  it('APPROVED and /approve approve; CHANGES_REQUESTED and /approve cancel withdraw; the latest wins per login', () => {
    expect(
      standingApprovals([
        ev('a', 'APPROVED'),
        ev('b', 'COMMENTED', 'ok\n  /approve  \n'),
        ev('c', 'COMMENTED', '/APPROVE no-issue'),
      ]).map((s) => s.login),
    ).toEqual(['a', 'b', 'c']);
    expect(standingApprovals([ev('a', 'APPROVED'), ev('A', 'CHANGES_REQUESTED')])).toEqual([]);
    expect(standingApprovals([ev('a', 'APPROVED'), ev('a', 'COMMENTED', '/approve cancel')])).toEqual([]);
    expect(standingApprovals([ev('a', 'APPROVED', undefined, 'c1'), ev('a', 'APPROVED', undefined, 'c2')])).toEqual([
      { login: 'a', commit: 'c2' },
    ]);
    expect(standingApprovals([ev('a', 'APPROVED'), ev('a', 'COMMENTED', 'nice work')])).toEqual([
      { login: 'a', commit: 'c1' },
    ]);
  });
  it('only a whole line is a command', () => {
    for (const body of ['/approve cancel', '/approved', 'I /approve', '/approve please do', '`/approve`'])
      expect(standingApprovals([ev('a', 'COMMENTED', body)])).toEqual([]);
    expect(standingApprovals([ev('a', 'COMMENTED', '/approve\n/approve cancel')])).toEqual([]);
    expect(standingApprovals([ev('a', 'COMMENTED', '/approve cancel\n/approve')])).toHaveLength(1);
  });
});

describe('the --approvals document', () => {
  it('is checked entry by entry', () => {
    expect(parseApprovals([{ login: ' a ', state: 'APPROVED', commit: 'x', body: null }], 'f')).toEqual([
      { login: 'a', state: 'APPROVED', commit: 'x' },
    ]);
    const bad: [unknown, string][] = [
      [{}, 'f: not a JSON list of approvals'],
      [[1], 'f: entry 0: not an object'],
      [[{ login: '', state: 'APPROVED', commit: 'x' }], 'f: entry 0: login must be a non-empty string'],
      [
        [{ login: 'a', state: 'approved', commit: 'x' }],
        'f: entry 0: state must be APPROVED, CHANGES_REQUESTED or COMMENTED',
      ],
      [[{ login: 'a', state: 'APPROVED' }], 'f: entry 0: commit must be a non-empty string'],
      [[{ login: 'a', state: 'APPROVED', commit: 'x', body: 3 }], 'f: entry 0: body must be a string'],
      [[{ login: 'a', state: 'APPROVED', commit: 'x', user: 'b' }], 'f: entry 0: unknown field "user"'],
    ];
    for (const [value, message] of bad) expect(() => parseApprovals(value, 'f')).toThrow(message);
  });
});
