import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { problemEndpoints as e, type ProblemDto } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { createQueryClient } from '../../../app/query-client.ts';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { pickerText, typeInPicker } from '../../../test/pickers.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../../test/session.ts';
import ProblemsTab from './ProblemsTab.tsx';

const BACK: ProblemDto = {
  id: 5,
  clientid: 12,
  nazwa: 'Ból pleców',
  opis: 'Ból odcinka lędźwiowego po upadku',
  problem_data: '2025-03-14',
  createdate: '2025-03-15T07:45:00Z',
  terapeuta: 'Anna Nowak',
};
const READER: PermissionName[] = ['Wizytownik_KlienciProblemy'];
const EDITOR: PermissionName[] = [...READER, 'Wizytownik_KlienciProblemyEdycja'];

function start(permissions: PermissionName[] = EDITOR, handlers: FakeRoute[] = []) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(e.getAll, () => ok([BACK])),
    on(e.get, () => ok(BACK)),
    ...handlers,
  ]);
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <ProblemsTab clientId={12} />
    </QueryClientProvider>,
  );
  return requests;
}

const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

describe('problems tab', { timeout: 20_000 }, () => {
  it('lists problems with the description cut to 10 characters, the full text in a tooltip', async () => {
    const requests = start(READER);
    const row = (await screen.findByRole('cell', { name: 'Ból pleców' })).closest('tr')!;
    const preview = within(row).getByText('Ból odcink…');
    expect(within(row).getByText('14-03-2025')).toBeTruthy();
    expect(within(row).getByText('15-03-2025 08:45')).toBeTruthy();
    expect(within(row).getByText('Anna Nowak')).toBeTruthy();
    await userEvent.hover(preview);
    expect((await screen.findByRole('tooltip')).textContent).toBe(BACK.opis);
    expect(requests.find((r) => r.path === e.getAll.path)?.query.get('clientId')).toBe('12');
  });

  it('hides adding, editing and deleting without ProblemyEdycja', async () => {
    start(READER);
    const row = (await screen.findByRole('cell', { name: 'Ból pleców' })).closest('tr')!;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dodaj problem' })).toBeNull();
  });

  it('asks for the name, description and date and sends nothing without them', async () => {
    const requests = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy problem' });
    await save(dialog);
    expect(await within(dialog).findByText('Proszę podać nazwę.')).toBeTruthy();
    expect(within(dialog).getByText('Proszę podać opis.')).toBeTruthy();
    expect(within(dialog).getByText('Proszę podać datę problemu.')).toBeTruthy();
    expect(requests.some((r) => r.path === e.insert.path)).toBe(false);
  });

  it('adds a problem to the patient', async () => {
    const requests = start(EDITOR, [on(e.insert, () => ok({ ...BACK, id: 6 }))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy problem' });
    type(dialog, /Nazwa/, 'Bezsenność');
    type(dialog, /Opis/, 'Budzi się w nocy');
    await typeInPicker(dialog, /Data problemu/, '02-05-2025');
    await save(dialog);
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(requests.find((r) => r.path === e.insert.path)?.body).toEqual({
      clientid: 12,
      nazwa: 'Bezsenność',
      opis: 'Budzi się w nocy',
      data: '2025-05-02',
    });
  });

  it('reads the problem by id for editing and saves the change', async () => {
    const requests = start(EDITOR, [on(e.edit, () => ok(BACK))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj problem Ból pleców' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja problemu' });
    expect(requests.find((r) => r.path === e.get.path)?.query.get('Id')).toBe('5');
    expect(pickerText(dialog, /Data problemu/)).toBe('14-03-2025');
    type(dialog, /Opis/, 'Ból ustępuje');
    await save(dialog);
    expect(await screen.findByText('Zapisano')).toBeTruthy();
    expect(requests.find((r) => r.path === e.edit.path)?.body).toEqual({
      id: 5,
      clientid: 12,
      nazwa: 'Ból pleców',
      opis: 'Ból ustępuje',
      data: '2025-03-14',
    });
  });

  it('tells why the problem could not be read and opens no editor', async () => {
    start(EDITOR, [on(e.get, () => failure(404, 'Nie znaleziono problemu.'))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj problem Ból pleców' }));
    expect(await screen.findByText('Nie znaleziono problemu.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edycja problemu' })).toBeNull();
  });

  it("shows the server's message when saving fails and keeps the dialog", async () => {
    start(EDITOR, [on(e.edit, () => failure(404, 'Nie znaleziono problemu.'))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj problem Ból pleców' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja problemu' });
    await save(dialog);
    expect(await screen.findByText('Nie znaleziono problemu.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edycja problemu', hidden: true })).toBeTruthy();
  });

  it('deletes a problem only after the confirmation', async () => {
    const requests = start(EDITOR, [on(e.delete, () => ok(null))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń problem Ból pleców' }));
    expect(await screen.findByText('Czy na pewno chcesz usunąć problem „Ból pleców”?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Usunięto')).toBeTruthy();
    expect(requests.find((r) => r.path === e.delete.path)?.query.get('Id')).toBe('5');
    await vi.waitFor(() => expect(requests.filter((r) => r.path === e.getAll.path)).toHaveLength(2));
  });

  it('shows why the problems could not be loaded', async () => {
    start(READER, [on(e.getAll, () => failure(404, 'Nie znaleziono pacjenta.'))]);
    expect(await screen.findByText('Nie znaleziono pacjenta.')).toBeTruthy();
  });
});
