import { describe, expect, it } from 'vitest';
import {
  androidStateDelivery,
  canMoveAndroidState,
  isAndroidDeviceInContact,
  type AndroidMessageState,
} from './states.ts';

describe('canMoveAndroidState', () => {
  it.each<[AndroidMessageState, AndroidMessageState, boolean]>([
    ['Pending', 'Processed', true],
    ['Pending', 'Sent', true],
    ['Pending', 'Delivered', true],
    ['Pending', 'Failed', true],
    ['Pending', 'Pending', false],
    ['Processed', 'Sent', true],
    ['Processed', 'Processed', false],
    ['Processed', 'Pending', false],
    ['Processed', 'Failed', true],
    ['Sent', 'Delivered', true],
    ['Sent', 'Failed', true],
    ['Sent', 'Sent', false],
    ['Sent', 'Processed', false],
    ['Delivered', 'Failed', false],
    ['Delivered', 'Sent', false],
    ['Delivered', 'Delivered', false],
    ['Failed', 'Sent', false],
    ['Failed', 'Delivered', false],
    ['Failed', 'Failed', false],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(canMoveAndroidState(from, to)).toBe(expected);
  });
});

describe('androidStateDelivery', () => {
  it.each<[AndroidMessageState, string | null]>([
    ['Pending', null],
    ['Processed', null],
    ['Sent', 'sent'],
    ['Delivered', 'delivered'],
    ['Failed', 'failed'],
  ])('%s → %s', (state, expected) => {
    expect(androidStateDelivery(state)).toBe(expected);
  });
});

describe('isAndroidDeviceInContact', () => {
  const now = new Date('2026-03-10T09:00:00Z');
  it.each<[string | null, boolean]>([
    [null, false],
    ['2026-03-10T09:00:00Z', true],
    ['2026-03-10T08:45:00Z', true],
    ['2026-03-10T08:44:59Z', false],
    ['2026-03-09T09:00:00Z', false],
  ])('last contact %s: %s', (at, expected) => {
    expect(isAndroidDeviceInContact(at, now)).toBe(expected);
  });
});
