import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { renderWithTheme } from '../test/render.tsx';
import { ListPanel, type ListQuery } from './ListPanel.tsx';

const LOADED: ListQuery = { isFetching: false, isError: false, isSuccess: true, error: null };

describe('ListPanel', () => {
  it('shows the progress bar while loading', () => {
    renderWithTheme(
      <ListPanel query={{ ...LOADED, isFetching: true }} failedText="Błąd" emptyText="Pusto" isEmpty={false}>
        <table aria-label="Lista" />
      </ListPanel>,
    );
    expect(screen.getByRole('progressbar', { name: 'Wczytywanie…' })).toBeTruthy();
  });

  /** A list whose query failed with `error`. */
  const renderFailed = (error: unknown) =>
    renderWithTheme(
      <ListPanel
        query={{ ...LOADED, isError: true, isSuccess: false, error }}
        failedText="Błąd pobierania grup"
        emptyText="x"
        isEmpty
      >
        <table aria-label="Lista" />
      </ListPanel>,
    );

  it("shows the list's failure with the server's reason in place of the table", () => {
    renderFailed(new ApiError('Brak dostępu.', 403));
    expect(screen.getByRole('heading').textContent).toBe('Błąd pobierania grup');
    expect(screen.getByRole('alert').textContent).toBe('Błąd pobierania grupBrak dostępu.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows only its own words when the failure has no reason from the server', () => {
    renderFailed(new TypeError('x is undefined'));
    expect(screen.getByRole('alert').textContent).toBe('Błąd pobierania grup');
  });

  it('shows the empty text under an empty table', () => {
    renderWithTheme(
      <ListPanel query={LOADED} failedText="Błąd" emptyText="Brak gabinetów." isEmpty>
        <table aria-label="Lista" />
      </ListPanel>,
    );
    expect(screen.getByRole('status').textContent).toBe('Brak gabinetów.');
  });

  it('changes the page size and starts again at the first page', async () => {
    const onPage = vi.fn();
    const onPageSize = vi.fn();
    renderWithTheme(
      <ListPanel
        query={LOADED}
        failedText="Błąd"
        emptyText="x"
        isEmpty={false}
        paging={{ count: 120, page: 2, pageSize: 20, pageSizes: [20, 50], onPage, onPageSize }}
      >
        <table aria-label="Lista" />
      </ListPanel>,
    );
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    expect(onPageSize).toHaveBeenCalledWith(50);
    expect(onPage).toHaveBeenCalledWith(0);
  });
});
