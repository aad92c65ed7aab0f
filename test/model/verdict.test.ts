// The one verdict and the one count of errors to fix that the CLI, the comment, the check run and
// auto-merge all read.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/model/finding.js';
import { errorsToFix, reviewVerdict, verdictOf } from '../../src/model/verdict.js';

const f = (rule: Finding['rule'], severity: Finding['severity'], introduced?: boolean): Finding => ({
  rule,
  severity,
  message: rule,
  ...(introduced === undefined ? {} : { introduced }),
});

describe('verdictOf', () => {
  it('fails on an error the change introduces, or one not marked (validate marks none)', () => {
    expect(verdictOf([f('channel-empty', 'error', true)])).toBe('fail');
    expect(verdictOf([f('channel-empty', 'error')])).toBe('fail');
  });

  it('passes on errors base already had and on warnings, unless strict', () => {
    const found = [f('channel-empty', 'error', false), f('yaml-type-surprise', 'warning', true)];
    expect(verdictOf(found)).toBe('pass');
    expect(verdictOf(found, true)).toBe('fail');
    expect(verdictOf([f('yaml-type-surprise', 'warning')], true)).toBe('pass');
  });
});

describe('errorsToFix', () => {
  it('counts introduced errors an approval does not clear', () => {
    expect(
      errorsToFix([
        f('channel-empty', 'error', true),
        f('channel-no-head', 'error'),
        f('channel-empty', 'error', false),
        f('ownership-unapproved', 'error', true),
        f('path-not-allowed', 'error', true),
        f('yaml-type-surprise', 'warning', true),
      ]),
    ).toBe(2);
  });
});

describe('reviewVerdict', () => {
  it('fails on an error only a fix clears, is pending while only an approval is missing, else passes', () => {
    const unapproved = f('ownership-unapproved', 'error', true);
    expect(reviewVerdict([unapproved, f('channel-empty', 'error', true)])).toBe('fail');
    expect(reviewVerdict([unapproved, f('path-not-allowed', 'error'), f('channel-empty', 'error', false)])).toBe(
      'pending',
    );
    expect(reviewVerdict([f('ownership-unapproved', 'error', false), f('yaml-type-surprise', 'warning', true)])).toBe(
      'pass',
    );
  });
});
