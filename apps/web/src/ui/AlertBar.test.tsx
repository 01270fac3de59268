import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { ALERT_DURATION_MS, AlertBar } from './AlertBar.tsx';

describe('AlertBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the notice', () => {
    renderWithTheme(
      <AlertBar open notice={{ message: 'Zapisano', severity: 'success' }} onClose={() => undefined} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Zapisano');
  });

  it('clears itself after 2.5 seconds', () => {
    const onClose = vi.fn();
    renderWithTheme(
      <AlertBar open notice={{ message: 'Usunięto', severity: 'success' }} onClose={onClose} />,
    );
    expect(ALERT_DURATION_MS).toBe(2500);
    act(() => {
      vi.advanceTimersByTime(ALERT_DURATION_MS - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
