import { describe, expect, it } from 'vitest';
import { canRetryP1Entry, p1VisitMark, statusAfterSend, type P1SendOutcome } from './buffer.ts';

describe('statusAfterSend', () => {
  const sent: P1SendOutcome = { kind: 'sent' };
  const refused: P1SendOutcome = { kind: 'refused' };
  const transient: P1SendOutcome = { kind: 'transient' };
  it.each([
    [sent, 1, 8, 'sent'],
    [sent, 8, 8, 'sent'],
    [refused, 1, 8, 'error'],
    [transient, 1, 8, 'waiting'],
    [transient, 7, 8, 'waiting'],
    [transient, 8, 8, 'error'],
    [transient, 1, 1, 'error'],
  ] as const)('%o on attempt %i of %i → %s', (outcome, attempt, max, expected) => {
    expect(statusAfterSend(outcome, attempt, max)).toBe(expected);
  });
});

describe('canRetryP1Entry', () => {
  it.each([
    ['waiting', true],
    ['error', true],
    ['sending', false],
    ['sent', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(canRetryP1Entry(status)).toBe(expected);
  });
});

describe('p1VisitMark', () => {
  it.each([
    [null, 'none'],
    ['waiting', 'waiting'],
    ['sending', 'waiting'],
    ['sent', 'sent'],
    ['error', 'error'],
  ] as const)('%s → %s', (latest, expected) => {
    expect(p1VisitMark(latest)).toBe(expected);
  });
});
