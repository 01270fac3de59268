import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { deleteAction, editAction, RowActions } from './RowActions.tsx';

const QUESTION = 'Czy na pewno chcesz usunąć gabinet Gabinet 1?';

function renderActions() {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  renderWithTheme(
    <RowActions
      actions={[editAction('Edytuj Gabinet 1', onEdit), deleteAction('Usuń Gabinet 1', QUESTION, onDelete)]}
    />,
  );
  return { onEdit, onDelete };
}

describe('RowActions', () => {
  it('names each icon button by its label and shows the label as its tooltip', async () => {
    renderActions();
    await userEvent.hover(screen.getByRole('button', { name: 'Edytuj Gabinet 1' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Edytuj Gabinet 1');
  });

  it('runs an action without a question at once', async () => {
    const { onEdit } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj Gabinet 1' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks before a delete and deletes only after 'Tak'", async () => {
    const { onDelete } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń Gabinet 1' }));
    expect(screen.getByRole('dialog', { name: 'Czy na pewno?' }).textContent).toContain(QUESTION);
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("does not delete after 'Nie'", async () => {
    const { onDelete } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń Gabinet 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nie' }));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('puts the actions in a menu behind one named button, still asking before a delete', async () => {
    const onDelete = vi.fn();
    renderWithTheme(
      <RowActions
        menuLabel="Akcje użytkownika jkowalski"
        actions={[false, deleteAction('Usuń', QUESTION, onDelete)]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Akcje użytkownika jkowalski' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Usuń']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Usuń' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('shows no menu button when the user may take none of the actions', () => {
    renderWithTheme(<RowActions menuLabel="Akcje użytkownika admin" actions={[]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
