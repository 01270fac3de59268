import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { IconAction } from './IconAction.tsx';

describe('IconAction', () => {
  it('is a button named by its label that acts on click', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <IconAction label="Usuń gabinet Sala 1" onClick={onClick}>
        <DeleteOutlined />
      </IconAction>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Usuń gabinet Sala 1' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps its tooltip and name when disabled, and does not act', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <IconAction label="Pobierz szablon" onClick={onClick} disabled>
        <DeleteOutlined />
      </IconAction>,
    );
    const button = screen.getByRole('button', { name: 'Pobierz szablon' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.hover(button.parentElement as HTMLElement);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Pobierz szablon');
    expect(onClick).not.toHaveBeenCalled();
  });
});
