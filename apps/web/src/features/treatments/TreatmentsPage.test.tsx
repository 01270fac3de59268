import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  companySettingsEndpoints,
  platformEndpoints,
  treatmentEndpoints as e,
  type Treatment,
  type TreatmentCategory,
  type TreatmentSubtype,
} from '@wizytownik/contracts';
import { FEATURES, formatMoney, type FeatureName, type PermissionName } from '@wizytownik/domain';
import { failure, fakeApi, ok, on, type FakeReply, type FakeRoute } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';

const SCREEN_LOAD = { timeout: 15_000 };
const PERMISSIONS: PermissionName[] = ['Wizytownik_Zabiegi'];
const MASSAGE: Treatment = {
  id: 4,
  nazwa: 'Masaż leczniczy',
  cena: 150_00,
  aktywny: true,
  dlugoscWizyty: 30,
  additionalOutpostId: 2,
  additionalOutpostNazwa: 'Filia Mokotów',
  kategoriaId: 3,
  kategoriaNazwa: 'Masaże',
  podtypy: [{ id: 11, zabiegId: 4, nazwa: 'częściowy', aktywny: true, dlugoscWizyty: 20 }],
};
const LASER: Treatment = {
  id: 5,
  nazwa: 'Laseroterapia',
  cena: 40_50,
  aktywny: false,
  dlugoscWizyty: 10,
  additionalOutpostId: null,
  additionalOutpostNazwa: null,
  kategoriaId: null,
  kategoriaNazwa: null,
  podtypy: [],
};
const CATEGORIES: TreatmentCategory[] = [
  { id: 3, nazwa: 'Masaże', liczbaZabiegow: 1 },
  { id: 6, nazwa: 'Fizykoterapia', liczbaZabiegow: 0 },
];
const IN_USE =
  'Nie można usunąć kategorii „Masaże”, ponieważ należą do niej zabiegi. Najpierw przenieś je do innej kategorii.';

function open(extra: FakeRoute[] = [], features: FeatureName[] = ['Fizykoterapia']) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: PERMISSIONS })),
    on(platformEndpoints.getAllFeatures, () =>
      ok(features.map((name) => ({ name, displayName: FEATURES[name], isEnabled: true }))),
    ),
    on(e.getList, () => ok({ items: [LASER, MASSAGE], totalCount: 2 })),
    on(e.getCategories, () => ok(CATEGORIES)),
    on(e.getDetails, () => ok(MASSAGE)),
    on(companySettingsEndpoints.getAdditionalOutpostsForDropdown, () =>
      ok([
        { id: 2, name: 'Filia Mokotów' },
        { id: 8, name: 'Filia Wola' },
      ]),
    ),
    ...extra,
  ]);
  renderApp('/zabiegi');
  return requests;
}

const listQueries = (requests: ReturnType<typeof fakeApi>) =>
  requests.filter((r) => r.path === e.getList.path).map((r) => Object.fromEntries(r.query));
const bodies = (requests: ReturnType<typeof fakeApi>, path: string) =>
  requests.filter((r) => r.path === path).map((r) => r.body);
const textbox = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

/** The main menu's entries, once the features have come. */
async function menuLinks() {
  await userEvent.click(screen.getByRole('button', { name: 'Otwórz nawigację' }));
  const navigation = await screen.findByRole('navigation', { name: 'Nawigacja' });
  await waitFor(() => expect(within(navigation).getAllByRole('link').length).toBeGreaterThan(0));
  const links = within(navigation)
    .getAllByRole('link')
    .map((link) => link.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Nawigacja' })).toBeNull());
  return links;
}

async function listed() {
  const table = await screen.findByRole('table', { name: 'Zabiegi' }, SCREEN_LOAD);
  await within(table).findByRole('cell', { name: 'Masaż leczniczy' });
  return table;
}

describe('/zabiegi', { timeout: 60_000 }, () => {
  it('lists the treatments, an inactive one marked, and searches, filters, sorts on the server', async () => {
    const requests = open();
    const table = await listed();
    const massage = within(table).getByRole('cell', { name: 'Masaż leczniczy' }).closest('tr')!;
    expect(
      within(massage)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Masaż leczniczy', 'Masaże', formatMoney(150_00), '30', 'Filia Mokotów', 'Tak', '']);
    const laser = within(table).getByText('Laseroterapia').closest('tr')!;
    expect(within(laser).getByText('nieaktywny')).toBeTruthy();
    expect(within(laser).getByText('Bez kategorii')).toBeTruthy();
    expect(within(laser).getByText('Główna placówka')).toBeTruthy();
    expect(within(laser).getAllByRole('cell')[2]?.textContent).toBe(formatMoney(40_50));
    expect(listQueries(requests)[0]).toEqual({ page: '1', limit: '20', sorting: 'nazwa asc' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj zabiegu' }), 'masa');
    await userEvent.click(screen.getByRole('combobox', { name: 'Kategoria' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Masaże' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tylko aktywne' }));
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toEqual({
        query: 'masa',
        kategoriaId: '3',
        aktywny: 'true',
        page: '1',
        limit: '20',
        sorting: 'nazwa asc',
      }),
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Cena' }));
    await waitFor(() => expect(listQueries(requests).at(-1)).toMatchObject({ sorting: 'cena asc' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Cena' }));
    await waitFor(() => expect(listQueries(requests).at(-1)).toMatchObject({ sorting: 'cena desc' }));
    // The page sizes of spec 002 §9.
    await userEvent.click(screen.getByRole('combobox', { name: /Wierszy na stronę/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '20',
      '50',
      '100',
      '200',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(listQueries(requests).at(-1)).toMatchObject({ limit: '50', page: '1' }));
    // The menu lists the screen with the feature on.
    expect(await menuLinks()).toContain('Zabiegi');
  });

  it("shows 'Nie znaleziono danych' for an empty list and has no menu entry without Fizykoterapia", async () => {
    const requests = open([on(e.getList, () => ok({ items: [], totalCount: 0 }))], []);
    expect(await screen.findByText('Nie znaleziono danych', {}, SCREEN_LOAD)).toBeTruthy();
    expect(requests.some((r) => r.path === platformEndpoints.getAllFeatures.path)).toBe(true);
    expect(await menuLinks()).toEqual(['Pulpit']);
  });

  it("shows the spec's text when the list cannot be loaded", async () => {
    open([on(e.getList, () => failure(500, ''))]);
    expect(await screen.findByText('Błąd pobierania listy zabiegów', {}, SCREEN_LOAD)).toBeTruthy();
  });

  it('refuses a treatment without a name, with a bad price or length, and sends nothing', async () => {
    const requests = open();
    await listed();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj zabieg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy zabieg' });
    expect(within(dialog).getByText('Podtypy zabiegu dodasz po jego zapisaniu.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Podaj nazwę zabiegu.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Podaj cenę: 0 zł lub więcej, najwyżej 999 999,99 zł, z dokładnością do groszy.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Długość zabiegu musi być liczbą całkowitą minut od 1 do 480.'),
    ).toBeTruthy();

    await userEvent.type(textbox(dialog, /^Nazwa/), 'Krioterapia');
    await userEvent.type(textbox(dialog, /^Cena/), '12,345');
    await userEvent.type(textbox(dialog, /^Długość/), '12.5');
    // Enter submits the dialog.
    await userEvent.type(textbox(dialog, /^Nazwa/), '{Enter}');
    await waitFor(() => expect(within(dialog).queryByText('Podaj nazwę zabiegu.')).toBeNull());
    expect(
      within(dialog).getByText(
        'Podaj cenę: 0 zł lub więcej, najwyżej 999 999,99 zł, z dokładnością do groszy.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Długość zabiegu musi być liczbą całkowitą minut od 1 do 480.'),
    ).toBeTruthy();
    await userEvent.clear(textbox(dialog, /^Długość/));
    await userEvent.type(textbox(dialog, /^Długość/), '481{Enter}');
    expect(
      within(dialog).getByText('Długość zabiegu musi być liczbą całkowitą minut od 1 do 480.'),
    ).toBeTruthy();
    expect(bodies(requests, e.insert.path)).toEqual([]);
  });

  it('adds a treatment in a category and an outpost, the price in grosze, by Enter', async () => {
    const requests = open([on(e.insert, () => ok({ ...MASSAGE, id: 9 }))]);
    await listed();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj zabieg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy zabieg' });
    await userEvent.type(textbox(dialog, /^Nazwa/), 'Krioterapia');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kategoria' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fizykoterapia' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Placówka' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Filia Wola' }));
    await userEvent.type(textbox(dialog, /^Cena/), '85,5');
    await userEvent.type(textbox(dialog, /^Długość/), '15{Enter}');
    expect(await screen.findByText('Zapisano zabieg')).toBeTruthy();
    expect(bodies(requests, e.insert.path)).toEqual([
      {
        nazwa: 'Krioterapia',
        cena: 85_50,
        dlugoscWizyty: 15,
        aktywny: true,
        additionalOutpostId: 8,
        kategoriaId: 6,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nowy zabieg' })).toBeNull());
  });

  it('edits a treatment: its subtypes with their lengths, a subtype added and one deactivated', async () => {
    let subtypes: TreatmentSubtype[] = [...MASSAGE.podtypy];
    const details = () => ok<Treatment>({ ...MASSAGE, podtypy: subtypes });
    const requests = open([
      on(e.getDetails, details),
      on(e.insertSubtype, (r) => {
        const added = { id: 12, zabiegId: 4, ...(r.body as Omit<TreatmentSubtype, 'id' | 'zabiegId'>) };
        subtypes = [...subtypes, added];
        return ok(added);
      }),
      on(e.updateSubtype, (r) => {
        const changed = { ...subtypes[0]!, ...(r.body as Partial<TreatmentSubtype>) };
        subtypes = subtypes.map((s) => (s.id === changed.id ? changed : s));
        return ok(changed);
      }),
      on(e.update, (r) => ok({ ...MASSAGE, ...(r.body as Partial<Treatment>) })),
    ]);
    await listed();
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj zabieg Masaż leczniczy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja zabiegu' });
    expect((textbox(dialog, /^Cena/) as HTMLInputElement).value).toBe('150,00');
    expect(within(dialog).getByRole('combobox', { name: 'Placówka' }).textContent).toBe('Filia Mokotów');
    const table = within(dialog).getByRole('table', { name: 'Podtypy' });
    const partial = within(table).getByRole('cell', { name: 'częściowy' }).closest('tr')!;
    expect(within(partial).getByText('20 min')).toBeTruthy();
    expect(requests.find((r) => r.path === e.getDetails.path)?.query.get('id')).toBe('4');

    // A subtype of 0 minutes takes the treatment's length.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj podtyp' }));
    const add = await screen.findByRole('dialog', { name: 'Nowy podtyp zabiegu' });
    expect(within(add).getByText('0 — długość zabiegu (30 min)')).toBeTruthy();
    await userEvent.clear(textbox(add, /^Długość/));
    await userEvent.type(textbox(add, /^Długość/), 'x');
    await userEvent.click(within(add).getByRole('button', { name: 'Zapisz' }));
    expect(await within(add).findByText('Podaj nazwę podtypu.')).toBeTruthy();
    expect(
      within(add).getByText(
        'Długość podtypu musi być liczbą całkowitą minut od 0 do 480 (0 — długość zabiegu).',
      ),
    ).toBeTruthy();
    await userEvent.clear(textbox(add, /^Długość/));
    await userEvent.type(textbox(add, /^Długość/), '0');
    await userEvent.type(textbox(add, /^Nazwa podtypu/), 'całościowy{Enter}');
    expect(await screen.findByText('Zapisano podtyp')).toBeTruthy();
    expect(bodies(requests, e.insertSubtype.path)).toEqual([
      { zabiegId: 4, nazwa: 'całościowy', dlugoscWizyty: 0, aktywny: true },
    ]);
    const whole = (await within(table).findByRole('cell', { name: 'całościowy' })).closest('tr')!;
    expect(within(whole).getByText('30 min (jak zabieg)')).toBeTruthy();
    // The treatment's length as typed is the one a 0-minute subtype takes.
    await userEvent.clear(textbox(dialog, /^Długość/));
    await userEvent.type(textbox(dialog, /^Długość/), '45');
    expect(within(whole).getByText('45 min (jak zabieg)')).toBeTruthy();

    // 'częściowy' made inactive: it stays listed, greyed and marked.
    await userEvent.click(within(partial).getByRole('button', { name: 'Edytuj podtyp częściowy' }));
    const edit = await screen.findByRole('dialog', { name: 'Edycja podtypu zabiegu' });
    expect((textbox(edit, /^Długość/) as HTMLInputElement).value).toBe('20');
    await userEvent.click(within(edit).getByRole('switch', { name: 'Aktywny' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edycja podtypu zabiegu' })).toBeNull());
    expect(bodies(requests, e.updateSubtype.path)).toEqual([
      { id: 11, nazwa: 'częściowy', dlugoscWizyty: 20, aktywny: false },
    ]);
    const inactive = (await within(table).findByText('nieaktywny')).closest('tr')!;
    expect(within(inactive).getByText('częściowy')).toBeTruthy();

    // The treatment itself is saved with its new length and made inactive.
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Aktywny' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano zabieg')).toBeTruthy();
    expect(bodies(requests, e.update.path)).toEqual([
      {
        id: 4,
        nazwa: 'Masaż leczniczy',
        cena: 150_00,
        dlugoscWizyty: 45,
        aktywny: false,
        additionalOutpostId: 2,
        kategoriaId: 3,
      },
    ]);
  });

  it("shows the server's refusal under its field, and any other in the error dialog", async () => {
    const taken: FakeReply<never> = {
      status: 409,
      body: {
        result: null,
        success: false,
        error: {
          code: 409,
          errorCode: 'http.conflict',
          message: 'Zabieg „Masaż leczniczy” już istnieje.',
          details: null,
          validationErrors: [{ message: 'Zabieg „Masaż leczniczy” już istnieje.', members: ['nazwa'] }],
        },
        unAuthorizedRequest: false,
        __abp: true,
      },
    };
    let reply: FakeReply<never> = taken;
    open([on(e.update, () => reply)]);
    await listed();
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj zabieg Masaż leczniczy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja zabiegu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Zabieg „Masaż leczniczy” już istnieje.')).toBeTruthy();

    reply = failure(400, 'Ta placówka jest nieaktywna. Wybierz aktywną placówkę lub lokalizację główną.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(
      within(error).getByText(
        'Ta placówka jest nieaktywna. Wybierz aktywną placówkę lub lokalizację główną.',
      ),
    ).toBeTruthy();
  });

  it('manages the categories: adds one by Enter, and a category in use is not deleted', async () => {
    const requests = open([
      on(e.insertCategory, () => ok({ id: 7, nazwa: 'Kinezyterapia', liczbaZabiegow: 0 })),
      on(e.deleteCategory, () => failure(409, IN_USE)),
    ]);
    await listed();
    await userEvent.click(screen.getByRole('button', { name: 'Kategorie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kategorie zabiegów' });
    const table = within(dialog).getByRole('table', { name: 'Kategorie zabiegów' });
    const massages = (await within(table).findByRole('cell', { name: 'Masaże' })).closest('tr')!;
    expect(within(massages).getByRole('cell', { name: '1' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj kategorię' }));
    const add = await screen.findByRole('dialog', { name: 'Nowa kategoria zabiegów' });
    await userEvent.type(textbox(add, /^Nazwa kategorii/), '{Enter}');
    expect(await within(add).findByText('Podaj nazwę kategorii.')).toBeTruthy();
    await userEvent.type(textbox(add, /^Nazwa kategorii/), 'Kinezyterapia{Enter}');
    expect(await screen.findByText('Zapisano kategorię')).toBeTruthy();
    expect(bodies(requests, e.insertCategory.path)).toEqual([{ nazwa: 'Kinezyterapia' }]);

    await userEvent.click(within(massages).getByRole('button', { name: 'Usuń kategorię Masaże' }));
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(within(question).getByText('Czy na pewno chcesz usunąć kategorię Masaże?')).toBeTruthy();
    expect(bodies(requests, e.deleteCategory.path)).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Tak' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(error).getByText(IN_USE)).toBeTruthy();
    expect(requests.find((r) => r.path === e.deleteCategory.path)?.query.get('id')).toBe('3');
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Błąd' })).toBeNull());
    expect(within(table).getByRole('cell', { name: 'Masaże' })).toBeTruthy();
  });
});
