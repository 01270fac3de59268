import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { descriptionEndpoints, type DescriptionDto } from '@wizytownik/contracts';
import { createQueryClient } from '../../app/query-client.ts';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../test/fake-api.ts';
import { renderWithTheme } from '../../test/render.tsx';
import { storeUser } from '../../test/session.ts';
import { DescriptionPickerDialog } from './DescriptionPickerDialog.tsx';

const LONG = 'Pacjent zgłasza ból odcinka lędźwiowego kręgosłupa promieniujący do lewej kończyny dolnej.';
const ROWS: DescriptionDto[] = [
  {
    id: 1,
    name: 'Lumbago',
    description: LONG,
    type: 0,
    is_private: false,
    categories: [{ id: 7, description: 'Kręgosłup' }],
  },
  {
    id: 2,
    name: 'Skręcenie',
    description: 'Skręcenie stawu skokowego.',
    type: 0,
    is_private: true,
    categories: [],
  },
];
const CATEGORIES = [
  { id: 7, description: 'Kręgosłup' },
  { id: 8, description: 'Stawy' },
];

function openPicker(routes: FakeRoute[] = []) {
  storeUser();
  const requests = fakeApi([
    on(descriptionEndpoints.getDescriptions, () => ok({ totalCount: 2, items: ROWS })),
    on(descriptionEndpoints.getAllCategories, () => ok(CATEGORIES)),
    ...routes,
  ]);
  const onPick = vi.fn();
  const onClose = vi.fn();
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <DescriptionPickerDialog open type={0} onClose={onClose} onPick={onPick} />
    </QueryClientProvider>,
  );
  const queries = () =>
    requests.filter((r) => r.path === descriptionEndpoints.getDescriptions.path).map((r) => r.query);
  return { onPick, onClose, queries };
}

describe('DescriptionPickerDialog', { timeout: 20_000 }, () => {
  it('asks for the first page of its type sorted by name and cuts the text at 50 characters', async () => {
    const { queries } = openPicker();
    const dialog = await screen.findByRole('dialog', { name: 'Wybierz opis: Rozpoznanie' });
    expect(await within(dialog).findByText(`${LONG.slice(0, 50)}…`)).toBeTruthy();
    expect(within(dialog).getByText('Kręgosłup')).toBeTruthy();
    const q = queries()[0]!;
    expect([q.get('type'), q.get('SkipCount'), q.get('MaxResultCount'), q.get('sorting')]).toEqual([
      '0',
      '0',
      '10',
      'name asc',
    ]);
  });

  it('sends the filters: name, text, private only and categories as a comma list', async () => {
    const { queries } = openPicker();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nazwa'), 'lumb');
    await userEvent.type(within(dialog).getByLabelText('Opis'), 'ból');
    await userEvent.click(within(dialog).getByLabelText('Tylko prywatne'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kategorie' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kręgosłup' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kategorie' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Stawy' }));
    await waitFor(() => {
      const q = queries().at(-1)!;
      expect([q.get('nameText'), q.get('descriptionText'), q.get('isPrivate'), q.get('categories')]).toEqual([
        'lumb',
        'ból',
        'true',
        '7,8',
      ]);
    });
  });

  it('offers the page sizes 10, 20, 50, 100, 200 and sorts by a heading', async () => {
    const { queries } = openPicker();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Lumbago');
    await userEvent.click(screen.getByRole('combobox', { name: /Wierszy|Rows/i }));
    const sizes = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(sizes).toEqual(['10', '20', '50', '100', '200']);
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nazwa' }));
    await waitFor(() => {
      const q = queries().at(-1)!;
      expect([q.get('MaxResultCount'), q.get('sorting')]).toEqual(['50', 'name desc']);
    });
  });

  it('asks the server for the next page and keeps what was ticked on the first', async () => {
    const { queries, onPick } = openPicker([
      on(descriptionEndpoints.getDescriptions, (r) =>
        ok({ totalCount: 12, items: r.query.get('SkipCount') === '10' ? [ROWS[1]!] : [ROWS[0]!] }),
      ),
    ]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByLabelText('Wybierz opis Lumbago'));
    await userEvent.click(within(dialog).getByRole('button', { name: /następn|next/i }));
    await userEvent.click(await within(dialog).findByLabelText('Wybierz opis Skręcenie'));
    expect(queries().at(-1)?.get('SkipCount')).toBe('10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wstaw wybrane' }));
    expect(onPick).toHaveBeenCalledWith(`${LONG}\nSkręcenie stawu skokowego.`);
  });

  it('inserts the ticked descriptions joined by a newline and closes', async () => {
    const { onPick, onClose } = openPicker();
    const dialog = await screen.findByRole('dialog');
    const insert = within(dialog).getByRole('button', { name: 'Wstaw wybrane' });
    expect((insert as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(await within(dialog).findByLabelText('Wybierz opis Skręcenie'));
    await userEvent.click(within(dialog).getByLabelText('Wybierz opis Lumbago'));
    await userEvent.click(insert);
    expect(onPick).toHaveBeenCalledWith(`Skręcenie stawu skokowego.\n${LONG}`);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows 'Nie znaleziono danych' for an empty list", async () => {
    openPicker([on(descriptionEndpoints.getDescriptions, () => ok({ totalCount: 0, items: [] }))]);
    expect(await screen.findByText('Nie znaleziono danych')).toBeTruthy();
  });

  it('says what failed: the descriptions or the categories', async () => {
    openPicker([
      on(descriptionEndpoints.getDescriptions, () => failure(500, 'Awaria')),
      on(descriptionEndpoints.getAllCategories, () => failure(500, 'Awaria')),
    ]);
    expect(await screen.findByText('Bład pobierania opisów')).toBeTruthy();
    expect(await screen.findByText('Błąd pobierania kategorii')).toBeTruthy();
  });
});
