import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { useFeedback, type Feedback } from './FeedbackProvider.tsx';

function renderFeedback(): Feedback {
  let feedback: Feedback | undefined;
  function Probe() {
    feedback = useFeedback();
    return null;
  }
  renderWithTheme(<Probe />);
  if (!feedback) throw new Error('no feedback');
  return feedback;
}

describe('FeedbackProvider', () => {
  it("shows an error in the 'Błąd' dialog", async () => {
    const feedback = renderFeedback();
    act(() => feedback.showError('Błąd pobierania ról'));
    expect(screen.getByRole('dialog', { name: 'Błąd' }).textContent).toContain('Błąd pobierania ról');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a notice', () => {
    const feedback = renderFeedback();
    act(() => feedback.notify('Zapisano'));
    expect(screen.getByRole('alert').textContent).toContain('Zapisano');
  });

  it("resolves a confirmation with the user's answer", async () => {
    const feedback = renderFeedback();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = feedback.confirm('Czy na pewno chcesz usunąć tę przerwe?');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    await expect(answer).resolves.toBe(true);
  });
});
