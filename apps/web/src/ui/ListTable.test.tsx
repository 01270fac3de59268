import EditOutlined from '@mui/icons-material/EditOutlined';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import type { ListQuery } from './ListPanel.tsx';
import { ListTable, type ListColumn, type ListTableProps } from './ListTable.tsx';

const LOADED: ListQuery = { isFetching: false, isError: false, isSuccess: true, error: null };

interface Room {
  readonly id: number;
  readonly name: string;
  readonly floor: number;
}
const ROOMS: readonly Room[] = [
  { id: 1, name: 'Gabinet 1', floor: 0 },
  { id: 2, name: 'Gabinet 2', floor: 1 },
];
const COLUMNS: ReadonlyArray<ListColumn<Room, 'name'>> = [
  { label: 'Nazwa', cell: (r) => r.name, sortKey: 'name' },
  { label: 'Piętro', cell: (r) => r.floor, align: 'right' },
];

function renderRooms(props: Partial<ListTableProps<Room, 'name'>> = {}) {
  return renderWithTheme(
    <ListTable
      label="Gabinety"
      columns={COLUMNS}
      rows={ROOMS}
      rowKey={(r) => r.id}
      query={LOADED}
      failedText="Nie można pobrać gabinetów."
      emptyText="Brak gabinetów."
      {...props}
    />,
  );
}

const headings = () =>
  within(screen.getByRole('table', { name: 'Gabinety' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('ListTable', () => {
  it('names the table, puts the headings above a row per item and aligns right columns right', () => {
    renderRooms();
    expect(headings()).toEqual(['Nazwa', 'Piętro']);
    const rows = within(screen.getByRole('table', { name: 'Gabinety' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Gabinet 1', '0'],
      ['Gabinet 2', '1'],
    ]);
    expect(screen.getByRole('cell', { name: '1' }).className).toContain('alignRight');
  });

  it('shows the empty text only when the loaded list has no rows', () => {
    renderRooms({ rows: [] });
    expect(screen.getByText('Brak gabinetów.')).toBeTruthy();
  });

  it('shows no empty text while the list is still loading', () => {
    renderRooms({ rows: [], query: { isFetching: true, isError: false, isSuccess: false, error: null } });
    expect(screen.queryByText('Brak gabinetów.')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Wczytywanie…' })).toBeTruthy();
  });

  it("shows the list's failure text in place of the rows", () => {
    renderRooms({ query: { isFetching: false, isError: true, isSuccess: false, error: new Error('x') } });
    expect(screen.getByText('Nie można pobrać gabinetów.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('makes a heading with a sort key a sort button that reports its key and shows the order', async () => {
    const onSort = vi.fn();
    renderRooms({ sort: { column: 'name', direction: 'desc', onSort } });
    const name = screen.getByRole('columnheader', { name: /Nazwa/ });
    expect(name.getAttribute('aria-sort')).toBe('descending');
    expect(within(screen.getByRole('columnheader', { name: 'Piętro' })).queryByRole('button')).toBeNull();
    await userEvent.click(within(name).getByRole('button', { name: /Nazwa/ }));
    expect(onSort).toHaveBeenCalledExactlyOnceWith('name');
  });

  it('adds the actions column last with each row its own named buttons', async () => {
    const onEdit = vi.fn();
    renderRooms({
      rowActions: {
        label: 'Akcje',
        actions: (r) => [{ label: `Edytuj ${r.name}`, icon: <EditOutlined />, onClick: () => onEdit(r.id) }],
      },
    });
    expect(headings()).toEqual(['Nazwa', 'Piętro', 'Akcje']);
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj Gabinet 2' }));
    expect(onEdit).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('gives a row its own look', () => {
    renderRooms({ rowSx: (r) => (r.floor > 0 ? { opacity: 0.5 } : undefined) });
    const [first, second] = within(screen.getByRole('table', { name: 'Gabinety' }))
      .getAllByRole('row')
      .slice(1);
    expect(second?.className).not.toBe(first?.className);
  });
});
