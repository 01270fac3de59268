import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { therapistEndpoints as e, type TherapistVisitType } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { createQueryClient } from '../../../app/query-client.ts';
import { fakeApi, ok, on } from '../../../test/fake-api.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';
import VisitTypesTab from './VisitTypesTab.tsx';

const CONSULTATION: TherapistVisitType = {
  id: 9,
  terapeuta_id: 3,
  nazwa: 'Konsultacja',
  cena: 20000,
  dlugosc_wizyty: 50,
  aktywna: true,
  domyslny_kod_icd9: null,
  domyslny_kod_icd9_opis: null,
  prowizja: 0,
  prowizja_procent: 40,
};
const EDITOR: PermissionName[] = ['Wizytownik_Terapeuci', 'Wizytownik_Edycja_TypowWizyt_Terapeuty'];
const WITH_COMMISSION: PermissionName[] = [...EDITOR, 'Wizytownik_Terapeuci_ProwizjaEdycja'];

function start(permissions: PermissionName[] = WITH_COMMISSION) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(e.getVisitTypes, () => ok([CONSULTATION])),
    on(e.insertVisitType, () => ok({ ...CONSULTATION, id: 10 })),
    on(e.updateVisitType, () => ok(CONSULTATION)),
  ]);
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <VisitTypesTab therapistId={3} userId={7} />
    </QueryClientProvider>,
  );
  return requests;
}

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: 'Dodaj typ wizyty' }));
  return screen.findByRole('dialog', { name: 'Nowy typ wizyty' });
}
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText<HTMLInputElement>(label).value;

describe('visit types tab', () => {
  it('lists visit types with the commission columns for ProwizjaEdycja', async () => {
    start();
    expect(await screen.findByText('Konsultacja')).toBeTruthy();
    expect(screen.getByText('200,00')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Prowizja (%)' })).toBeTruthy();
  });

  it('hides commission columns and fields without ProwizjaEdycja', async () => {
    start(EDITOR);
    expect(await screen.findByText('Konsultacja')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Prowizja (%)' })).toBeNull();
    const dialog = await openAdd();
    expect(within(dialog).queryByLabelText('Prowizja (zł)')).toBeNull();
  });

  it('asks for a name of 3 characters and a length above 0, and sends nothing', async () => {
    const requests = start();
    const dialog = await openAdd();
    await save(dialog);
    expect(await within(dialog).findByText('Nazwa jest wymagana')).toBeTruthy();
    expect(within(dialog).getByText('Długośc wizyty musi być większa od 0')).toBeTruthy();
    type(dialog, 'Nazwa', 'Ab');
    type(dialog, 'Długość wizyty (min)', '0');
    await save(dialog);
    expect(await within(dialog).findByText('Nazwa musi posiadać minimum 3 znaki')).toBeTruthy();
    expect(requests.some((r) => r.path === e.insertVisitType.path)).toBe(false);
  });

  it('keeps a new visit type active', async () => {
    start();
    const dialog = await openAdd();
    const active = within(dialog).getByRole('checkbox', { name: 'Aktywna' });
    expect((active as HTMLInputElement).checked).toBe(true);
    expect((active as HTMLInputElement).disabled).toBe(true);
  });

  it('zeroes the percent when an amount is typed and the reverse, clamping bad values', async () => {
    start();
    const dialog = await openAdd();
    type(dialog, 'Prowizja (%)', '25');
    type(dialog, 'Prowizja (zł)', '30,50');
    expect(field(dialog, 'Prowizja (%)')).toBe('0');
    type(dialog, 'Prowizja (%)', '150');
    expect(field(dialog, 'Prowizja (%)')).toBe('100');
    expect(field(dialog, 'Prowizja (zł)')).toBe('0,00');
    type(dialog, 'Prowizja (zł)', '-5');
    expect(field(dialog, 'Prowizja (zł)')).toBe('0,00');
  });

  it('sends the visit type in grosze and shows Zapisano', async () => {
    const requests = start();
    const dialog = await openAdd();
    type(dialog, 'Nazwa', 'Fizjoterapia');
    type(dialog, 'Cena (zł)', '150,50');
    type(dialog, 'Długość wizyty (min)', '45');
    type(dialog, 'Prowizja (%)', '30');
    await save(dialog);
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(requests.find((r) => r.path === e.insertVisitType.path)?.body).toEqual({
      terapeuta_id: 3,
      nazwa: 'Fizjoterapia',
      cena: 15050,
      dlugosc_wizyty: 45,
      aktywna: true,
      domyslny_kod_icd9: null,
      domyslny_kod_icd9_opis: null,
      prowizja: 0,
      prowizja_procent: 30,
    });
  });
});
