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
});
