import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import type { ListQuery } from './ListPanel.tsx';
import { ListTable } from './ListTable.tsx';

const LOADED: ListQuery = { isFetching: false, isError: false, isSuccess: true, error: null };

describe('ListTable', () => {
  it('names the table and puts the headings above the rows', () => {
    renderWithTheme(
      <ListTable
        label="Gabinety"
        columns={['Nazwa', { label: 'Akcje', align: 'right' }]}
        query={LOADED}
        failedText="Błąd"
        emptyText="Pusto"
        isEmpty={false}
      >
        <TableRow>
          <TableCell>Gabinet 1</TableCell>
          <TableCell align="right">—</TableCell>
        </TableRow>
      </ListTable>,
    );
    const table = screen.getByRole('table', { name: 'Gabinety' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((h) => h.textContent)).toEqual(['Nazwa', 'Akcje']);
    expect(headings[1]?.className).toContain('alignRight');
    expect(within(table).getByRole('cell', { name: 'Gabinet 1' })).toBeTruthy();
  });

  it('shows the empty text of its panel', () => {
    renderWithTheme(
      <ListTable
        label="Gabinety"
        columns={['Nazwa']}
        query={LOADED}
        failedText="Błąd"
        emptyText="Pusto"
        isEmpty
      >
        {[]}
      </ListTable>,
    );
    expect(screen.getByText('Pusto')).toBeTruthy();
  });
});
