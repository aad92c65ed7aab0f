import { describe, expect, it } from 'vitest';
import { readInputs } from '../../src/action/inputs.js';
import { labelChange, type StateLabels } from '../../src/action/state-labels.js';

const all: StateLabels = { pass: 'fbc/pass', fail: 'fbc/fail', pending: 'fbc/pending' };

describe('labelChange', () => {
  it("adds the state's label and removes the other states' labels, nothing else", () => {
    expect(labelChange(all, 'pass', ['bug', 'fbc/pending', 'fbc/fail'])).toEqual({
      add: ['fbc/pass'],
      remove: ['fbc/pending', 'fbc/fail'],
    });
    expect(labelChange(all, 'fail', ['bug'])).toEqual({ add: ['fbc/fail'], remove: [] });
  });

  it('asks for nothing when the pull request already shows its state', () => {
    expect(labelChange(all, 'pending', ['fbc/pending', 'other'])).toEqual({ add: [], remove: [] });
  });

  it('compares names as GitHub does, without case', () => {
    expect(labelChange(all, 'pass', ['FBC/Pass', 'FBC/Fail'])).toEqual({ add: [], remove: ['FBC/Fail'] });
  });

  it('an unset state gets no label, yet the others are still taken off', () => {
    expect(labelChange({ fail: 'broken' }, 'pass', ['broken', 'x'])).toEqual({ add: [], remove: ['broken'] });
    expect(labelChange({}, 'fail', ['broken'])).toEqual({ add: [], remove: [] });
  });

  it('one label shared by two states stays while either holds', () => {
    expect(labelChange({ pass: 'ok', pending: 'ok', fail: 'no' }, 'pending', ['ok', 'no'])).toEqual({
      add: [],
      remove: ['no'],
    });
  });
});

describe('label inputs', () => {
  const inputs =
    (extra: Record<string, string>) =>
    (name: string): string =>
      name === 'github-token' ? 't' : (extra[name] ?? '');

  it('are off by default and read per state', () => {
    expect(readInputs(inputs({})).labels).toEqual({});
    expect(readInputs(inputs({ 'label-pass': ' lgtm ', 'label-pending': 'needs-approval' })).labels).toEqual({
      pass: 'lgtm',
      pending: 'needs-approval',
    });
  });

  it('refuse what GitHub would refuse as a label name', () => {
    expect(() => readInputs(inputs({ 'label-fail': 'x'.repeat(51) }))).toThrow(
      'input label-fail: one line of at most 50 characters',
    );
    expect(() => readInputs(inputs({ 'label-fail': 'a\nb' }))).toThrow('input label-fail');
  });
});
