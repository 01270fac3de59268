import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, on } from '../../test/fake-api.ts';
import { EDITOR, READER, ROW, SCREEN_LOAD, e, openPatients } from './patients-test-kit.ts';

const listQueries = (requests: ReturnType<typeof openPatients>) =>
  requests.filter((r) => r.path === e.getAll.path).map((r) => r.query);

describe('patient list', { timeout: 60_000 }, () => {
  it('shows the columns of a page sorted by surname, the creation date as DD-MM-YYYY', async () => {
    const requests = openPatients({ permissions: READER });
    const row = (await screen.findByRole('cell', { name: 'Kowalska' }, SCREEN_LOAD)).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // 23:30 UTC on 14 March is already the 15th in Warsaw.
    expect(cells.slice(0, 7)).toEqual([
      'Anna',
      'Kowalska',
      'Po urazie kolana',
      '+48601222333',
      'Kraków',
      '15-03-2025',
      '02070803628',
    ]);
    const [query] = listQueries(requests);
    expect([query?.get('page'), query?.get('limit'), query?.get('sorting'), query?.get('query')]).toEqual([
      '1',
      '20',
      'surname asc',
      null,
    ]);
  });

  it('lets a reader only look at a record: no adding, no deleting', async () => {
    openPatients({ permissions: READER });
    await screen.findByRole('button', { name: 'Pokaż pacjenta Anna Kowalska' }, SCREEN_LOAD);
    expect(screen.queryByRole('button', { name: 'Dodaj pacjenta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuń pacjenta Anna Kowalska' })).toBeNull();
  });

  it('searches on Enter and on Szukaj, not while typing', async () => {
    const requests = openPatients();
    const box = await screen.findByRole('searchbox', { name: 'Imię, nazwisko lub PESEL' }, SCREEN_LOAD);
    await screen.findByRole('cell', { name: 'Kowalska' });
    await userEvent.type(box, 'lukasz');
    await new Promise((r) => setTimeout(r, 300));
    expect(listQueries(requests).map((q) => q.get('query'))).toEqual([null]);
    await userEvent.type(box, '{Enter}');
    await screen.findByRole('cell', { name: 'Kowalska' });
    await expect.poll(() => listQueries(requests).at(-1)?.get('query')).toBe('lukasz');
    await userEvent.clear(box);
    await userEvent.type(box, ' 0207 ');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await expect.poll(() => listQueries(requests).at(-1)?.get('query')).toBe('0207');
    expect(listQueries(requests).at(-1)?.get('page')).toBe('1');
  });

  it('pages on the server with the page sizes 20, 50, 100, 200', async () => {
    const requests = openPatients({
      handlers: [on(e.getAll, () => ok({ totalCount: 120, items: [ROW] }))],
    });
    await screen.findByRole('cell', { name: 'Kowalska' }, SCREEN_LOAD);
    await userEvent.click(screen.getByRole('button', { name: /następn|next/i }));
    await expect.poll(() => listQueries(requests).at(-1)?.get('page')).toBe('2');
    await userEvent.click(screen.getByRole('combobox', { name: /wierszy|rows per page/i }));
    const sizes = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(sizes).toEqual(['20', '50', '100', '200']);
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    await expect.poll(() => listQueries(requests).at(-1)?.get('limit')).toBe('50');
    expect(listQueries(requests).at(-1)?.get('page')).toBe('1');
  });

  it('sorts on the server by the clicked column, again for descending', async () => {
    const requests = openPatients();
    await screen.findByRole('cell', { name: 'Kowalska' }, SCREEN_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'PESEL' }));
    await expect.poll(() => listQueries(requests).at(-1)?.get('sorting')).toBe('pesel asc');
    await userEvent.click(screen.getByRole('button', { name: 'PESEL' }));
    await expect.poll(() => listQueries(requests).at(-1)?.get('sorting')).toBe('pesel desc');
  });

  it('says so when nothing matches the search', async () => {
    openPatients({ handlers: [on(e.getAll, () => ok({ totalCount: 0, items: [] }))] });
    expect(await screen.findByText('Nie ma jeszcze żadnego pacjenta.', {}, SCREEN_LOAD)).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox'), 'zzz{Enter}');
    expect(await screen.findByText('Nie znaleziono pacjentów pasujących do wyszukiwania.')).toBeTruthy();
  });

  it("shows the server's text when the list cannot be loaded", async () => {
    openPatients({ handlers: [on(e.getAll, () => failure(500, 'Baza danych niedostępna.'))] });
    expect(await screen.findByText('Baza danych niedostępna.', {}, SCREEN_LOAD)).toBeTruthy();
  });

  it('deletes only after the confirmation that warns about clearing the data', async () => {
    const requests = openPatients({
      permissions: [...EDITOR, 'Wizytownik_Klienci_Usuwanie'],
      handlers: [on(e.delete, () => ok(null))],
    });
    const remove = await screen.findByRole('button', { name: 'Usuń pacjenta Anna Kowalska' }, SCREEN_LOAD);
    await userEvent.click(remove);
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(question.textContent).toContain('Dane wrażliwe pacjenta zostaną wyczyszczone');
    expect(question.textContent).toContain('przeniesiony do usuniętych pacjentów');
    await userEvent.click(within(question).getByRole('button', { name: 'Nie' }));
    expect(requests.some((r) => r.path === e.delete.path)).toBe(false);
    await userEvent.click(remove);
    await userEvent.click(await screen.findByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Usunięto')).toBeTruthy();
    expect(requests.find((r) => r.path === e.delete.path)?.query.get('Id')).toBe('12');
  });

  it("tells why a delete failed, the server's text first", async () => {
    openPatients({
      permissions: [...EDITOR, 'Wizytownik_Klienci_Usuwanie'],
      handlers: [on(e.delete, () => failure(404, 'Nie znaleziono pacjenta.'))],
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Usuń pacjenta Anna Kowalska' }, SCREEN_LOAD),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Tak' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(error.textContent).toContain('Nie znaleziono pacjenta.');
  });
});
