import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PakietReceptDto } from '@wizytownik/contracts';
import { addDays, clinicDateTime } from '@wizytownik/domain';
import { createQueryClient } from '../../app/query-client.ts';
import { fakeApi, ok, on, type FakeReply, type FakeRoute } from '../../test/fake-api.ts';
import { pickerText, typeInPicker } from '../../test/pickers.ts';
import { renderWithTheme } from '../../test/render.tsx';
import { storeUser } from '../../test/session.ts';
import { PackageDetailsDialog } from './PackageDetailsDialog.tsx';
import { PackageDialog } from './PackageDialog.tsx';
import { drugs, e, MORFINA, SENT_DETAILS } from './prescriptions-test-kit.ts';

/*
 * The kind, entitlement, 'Realizacja od', N and cito of the package form and the package details,
 * rendered alone (the whole 'Recepty pacjenta' dialog is PrescriptionsDialog.test.tsx).
 */

const today = clinicDateTime(new Date()).date;
const shown = (date: string) => date.split('-').reverse().join('-');

function withProviders(ui: React.ReactNode, routes: FakeRoute[]) {
  storeUser();
  const requests = fakeApi(routes);
  renderWithTheme(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
  return requests;
}

/** The new package form of patient 12 by therapist 9, with the drug search and `created` as the save's reply. */
async function openForm(created: FakeReply<{ id: number }> = ok({ id: 40 })) {
  const requests = withProviders(
    <PackageDialog packageId={null} clientId={12} therapistId={9} onClose={() => {}} />,
    [on(drugs.getProduktyLecznicze, () => ok([MORFINA])), on(e.createPakiet, () => created)],
  );
  const form = await screen.findByRole('dialog', { name: 'Nowy pakiet recept' });
  const first = within(form).getByRole('group', { name: 'Recepta 1' });
  return { requests, form, first };
}

/** Picks Morfina (its single pack preselected) and types a dosage, so that only the extras are judged. */
async function fillDrug(first: HTMLElement) {
  await userEvent.setup({ delay: null }).type(within(first).getByRole('combobox', { name: 'Lek' }), 'mor');
  await userEvent.click(await screen.findByRole('option', { name: /Morfina, 10 mg/ }));
  fill(first, 'Dawkowanie', '1 tabl.');
}

/** Types a text field's whole value at once (the keystrokes are the pickers' and the menus' to test). */
const fill = (container: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(container).getByRole('textbox', { name: label }), { target: { value } });

const save = (form: HTMLElement) => userEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
const created = (requests: ReturnType<typeof fakeApi>) =>
  requests.filter((r) => r.path === e.createPakiet.path).map((r) => (r.body as PakietReceptDto).recepty[0]);

describe('the fields beyond the drug', { timeout: 60_000 }, () => {
  it('start as an ordinary prescription with no entitlement, no date, N nor cito', async () => {
    const { first } = await openForm();
    expect(within(first).getByRole('combobox', { name: 'Tryb wystawienia' }).textContent).toBe('Zwykła (ZW)');
    expect(within(first).getByRole('combobox', { name: 'Uprawnienie dodatkowe' }).textContent).toBe('Brak');
    expect(
      (within(first).getByRole('textbox', { name: 'Opis dokumentu uprawnienia' }) as HTMLInputElement).value,
    ).toBe('');
    expect(pickerText(first, 'Realizacja od')).toBe('');
    expect((within(first).getByRole('checkbox', { name: 'Nie zamieniać' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((within(first).getByRole('checkbox', { name: 'Pilne (cito)' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('are set from the keyboard and sent with the package', async () => {
    const { requests, form, first } = await openForm();
    await fillDrug(first);
    const user = userEvent.setup({ delay: null });
    within(first).getByRole('combobox', { name: 'Tryb wystawienia' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Pro familiae (PF)' }));
    within(first).getByRole('combobox', { name: 'Uprawnienie dodatkowe' }).focus();
    await user.keyboard('{ArrowDown}');
    const codes = await screen.findByRole('listbox');
    expect(
      within(codes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Brak', 'AZ', 'IB', 'IW', 'PO', 'WP', 'ZK', 'S', 'C', 'BW', 'DN', 'CN', 'IN']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    fill(first, 'Opis dokumentu uprawnienia', 'Legitymacja 7');
    const from = addDays(today, 10);
    await typeInPicker(first, 'Realizacja od', shown(from), user);
    within(first).getByRole('checkbox', { name: 'Nie zamieniać' }).focus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    await save(form);
    await expect
      .poll(() => created(requests))
      .toEqual([
        expect.objectContaining({
          tryb_wystawienia: 'PF',
          uprawnienie_dodatkowe: 'IB',
          opis_dokumentu_uprawnienia: 'Legitymacja 7',
          realizacja_od: from,
          nie_zamieniac: true,
          pilne: true,
        }),
      ]);
  });

  it('name what is wrong under the field and send nothing', async () => {
    const { requests, form, first } = await openForm();
    await fillDrug(first);
    fill(first, 'Opis dokumentu uprawnienia', 'Legitymacja 7');
    await typeInPicker(first, 'Realizacja od', shown(addDays(today, -1)));
    await save(form);
    expect(first.textContent).toContain(
      'Opis dokumentu uprawnienia wymaga wybrania kodu uprawnienia dodatkowego.',
    );
    expect(first.textContent).toContain("Data 'Realizacja od' nie może być wcześniejsza niż dzisiejsza.");
    await typeInPicker(first, 'Realizacja od', shown(addDays(today, 366)));
    expect(first.textContent).toContain(
      "Data 'Realizacja od' może przypadać najpóźniej 365 dni od dnia wystawienia.",
    );
    await typeInPicker(first, 'Realizacja od', shown(addDays(today, 365)));
    expect(first.textContent).not.toContain("Data 'Realizacja od'");
    expect(created(requests)).toEqual([]);
  });

  it("show the server's refusal (pro auctore without the prescriber's phone) under the kind", async () => {
    const message =
      'Recepta 1: Recepta pro auctore i pro familiae wymaga numeru telefonu wystawiającego: uzupełnij telefon w danych terapeuty.';
    const { form, first } = await openForm({
      status: 400,
      body: {
        result: null,
        success: false,
        error: {
          code: 400,
          errorCode: 'prescriptions.invalidField',
          message,
          details: null,
          validationErrors: [{ message, members: ['recepty.0.tryb_wystawienia'] }],
        },
        unAuthorizedRequest: false,
        __abp: true,
      },
    });
    await fillDrug(first);
    within(first).getByRole('combobox', { name: 'Tryb wystawienia' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Pro auctore (PA)' }));
    await save(form);
    expect(await within(first).findByText(message)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Błąd' })).toBeNull();
  });

  it('are listed in the package details where set', async () => {
    const [item] = SENT_DETAILS.recepty;
    const pakiet: PakietReceptDto = {
      ...SENT_DETAILS,
      recepty: [
        {
          ...item!,
          tryb_wystawienia: 'PA',
          uprawnienie_dodatkowe: 'ZK',
          opis_dokumentu_uprawnienia: 'Legitymacja 7',
          realizacja_od: '2026-03-20',
          nie_zamieniac: true,
          pilne: false,
        },
        { ...item!, id: 302, numer_w_pakiecie: 2 },
      ],
    };
    withProviders(<PackageDetailsDialog packageId={32} onCancel={() => {}} onClose={() => {}} />, [
      on(e.getPakiet, () => ok(pakiet)),
    ]);
    const dialog = await screen.findByRole('dialog');
    const [first, second] = within(dialog).getAllByRole('listitem');
    expect(first!.textContent).toContain(
      'Dawkowanie: 1 tabl. co 12 h · Tryb: Pro auctore (PA) · Uprawnienie dodatkowe: ZK, Legitymacja 7 · Realizacja od: 20-03-2026 · Nie zamieniać',
    );
    expect(second!.textContent).toContain('Dawkowanie: 1 tabl. co 12 h');
    expect(second!.textContent).not.toContain('Tryb:');
  });
});
