import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const QUESTION = 'Czy na pewno chcesz usunąć tę grupę?';

describe('ConfirmDialog', () => {
  it("asks the question under 'Czy na pewno?'", () => {
    renderWithTheme(<ConfirmDialog open message={QUESTION} onAnswer={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Czy na pewno?' }).textContent).toContain(QUESTION);
  });

  it("answers yes with 'Tak'", async () => {
    const onAnswer = vi.fn();
    renderWithTheme(<ConfirmDialog open message={QUESTION} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(true);
  });

  it("answers no with 'Nie'", async () => {
    const onAnswer = vi.fn();
    renderWithTheme(<ConfirmDialog open message={QUESTION} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Nie' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('answers no with Escape', async () => {
    const onAnswer = vi.fn();
    renderWithTheme(<ConfirmDialog open message={QUESTION} onAnswer={onAnswer} />);
    await userEvent.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(false);
  });
});
