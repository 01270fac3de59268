import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientEndpoints, therapistEndpoints } from '@wizytownik/contracts';
import { failure, ok, type FakeReply, on } from '../../../test/fake-api.ts';
import { pickerText, typeInPicker } from '../../../test/pickers.ts';
import VisitEditorDialog from './VisitEditorDialog.tsx';
import {
  answerYes,
  bodiesOf,
  click,
  findEditor,
  NEW_SLOT,
  NO_CLASH,
  openNew,
  openVisit,
  PATIENT,
  pickPatient,
  RECEPTION,
  renderVisitUi,
  v,
  VISIT,
} from './visit-test-kit.tsx';

describe('visit editor: a new visit', { timeout: 60_000 }, () => {
  it('shows every §5 message under its field and sends nothing for an empty visit', async () => {
    const { requests } = await openNew(undefined);
    const dialog = await findEditor('Nowa wizyta');
    await click(dialog, 'Zapisz');
    for (const message of [
      'Nie określono godziny początkowej.',
      'Nie określono godziny końcowej.',
      'Nie wybrano terapeuty.',
      'Nie wybrano pacjenta.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(bodiesOf(requests, v.create.path)).toEqual([]);
  });

  it('refuses an end before the start', async () => {
    await openNew(NEW_SLOT);
    const dialog = await findEditor('Nowa wizyta');
    await typeInPicker(dialog, 'Godzina zakończenia', '08:30');
    await click(dialog, 'Zapisz');
    expect(
      await within(dialog).findByText('Godzina końcowa nie może być wcześniejsza niż początkowa.'),
    ).toBeTruthy();
  });

  it('asks about a schedule mismatch, books with pomin_harmonogram and stays open on the new visit', async () => {
    let creates = 0;
    const { requests, onChanged } = await openNew(NEW_SLOT, [
      on(v.checkTimeStatus, NO_CLASH),
      on(v.create, () =>
        ++creates === 1
          ? failure(409, 'Niezgodnosć z hamornogramem', null, 'visit.scheduleMismatch')
          : ok({ id: 41, message: 'Zapisono' }),
      ),
    ]);
    const dialog = await findEditor('Nowa wizyta');
    expect(pickerText(dialog, 'Godzina rozpoczęcia')).toBe('09:00');
    await pickPatient(dialog);
    await click(dialog, 'Zapisz');
    await answerYes('Niezgodnosć z hamornogramem');
    expect(await screen.findByText('Zapisono')).toBeTruthy();
    const [first, second] = bodiesOf(requests, v.create.path);
    expect(first).toMatchObject({
      startTime: '2026-03-10T08:00:00.000Z',
      endTime: '2026-03-10T08:30:00.000Z',
      therapistId: 3,
      clientId: 12,
      pomin_harmonogram: false,
    });
    expect(second).toMatchObject({ ...first, pomin_harmonogram: true });
    expect(await findEditor('Wizyta: Kowalska Anna — Nowa')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it("books a waiting reserve opened from the calendar's notice: its patient filled in, the reserve sent", async () => {
    const { requests } = await openNew({ ...NEW_SLOT, client: PATIENT, rezerwaId: 5 }, [
      on(v.checkTimeStatus, NO_CLASH),
      on(v.create, () => ok({ id: 41, message: 'Zapisono' })),
    ]);
    const dialog = await findEditor('Nowa wizyta');
    await click(dialog, 'Zapisz');
    expect(await screen.findByText('Zapisono')).toBeTruthy();
    expect(bodiesOf(requests, v.create.path)).toEqual([
      expect.objectContaining({ clientId: 12, therapistId: 3, rezerwaId: 5 }),
    ]);
  });

  it('does not book when the schedule mismatch is not accepted', async () => {
    const { requests, onChanged } = await openNew(NEW_SLOT, [
      on(v.checkTimeStatus, NO_CLASH),
      on(v.create, () => failure(409, 'Niezgodnosć z hamornogramem', null, 'visit.scheduleMismatch')),
    ]);
    const dialog = await findEditor('Nowa wizyta');
    await pickPatient(dialog);
    await click(dialog, 'Zapisz');
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Nie' }));
    await waitFor(() => expect(bodiesOf(requests, v.create.path)).toHaveLength(1));
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a disabled therapist under the therapist", async () => {
    const refusal: FakeReply<never> = {
      status: 400,
      body: {
        result: null,
        success: false,
        unAuthorizedRequest: false,
        __abp: true,
        error: {
          code: 400,
          errorCode: 'visit.therapistDisabled',
          message: 'Nie można zapisać wizyty z tym terapeutą.',
          details: null,
          validationErrors: [
            { message: 'Nie można zapisać wizyty z tym terapeutą.', members: ['therapistId'] },
          ],
        },
      },
    };
    await openNew(NEW_SLOT, [on(v.checkTimeStatus, NO_CLASH), on(v.create, () => refusal)]);
    const dialog = await findEditor('Nowa wizyta');
    await pickPatient(dialog);
    await click(dialog, 'Zapisz');
    expect(await within(dialog).findByText('Nie można zapisać wizyty z tym terapeutą.')).toBeTruthy();
  });

  it('warns about clashes found before saving and saves anyway', async () => {
    const { requests } = await openNew(NEW_SLOT, [
      on(v.checkTimeStatus, () =>
        ok({
          therapistCheck: [{ therapistId: 3, type: 'visit' }],
          roomCheck: [],
          clientCheck: [12],
          zabiegCheck: [],
        }),
      ),
      on(v.create, () => ok({ id: 41, message: 'Zapisono' })),
    ]);
    const dialog = await findEditor('Nowa wizyta');
    await pickPatient(dialog);
    await click(dialog, 'Zapisz');
    expect(await screen.findByText('Zapisono')).toBeTruthy();
    expect(bodiesOf(requests, v.checkTimeStatus.path)[0]).toEqual({
      dateStart: '2026-03-10T08:00:00.000Z',
      dateEnd: '2026-03-10T08:30:00.000Z',
      visit_id: null,
    });
    expect(await screen.findByText('terapeuta ma inną wizytę; pacjent ma inną wizytę')).toBeTruthy();
  });
});

describe('visit editor: quick add of a patient', { timeout: 60_000 }, () => {
  it('puts the quickly added patient into the visit', async () => {
    const added = { ...PATIENT, id: 77, name: 'Jan', surname: 'Zieliński', pesel: null };
    const { requests } = await openNew(NEW_SLOT, [on(clientEndpoints.createQuick, () => ok(added))]);
    const dialog = await findEditor('Nowa wizyta');
    await click(dialog, 'Dodaj nowego pacjenta');
    const quick = await screen.findByRole('dialog', { name: 'Dodawanie nowego pacjenta' });
    fireEvent.change(within(quick).getByLabelText(/Imię/), { target: { value: 'Jan' } });
    fireEvent.change(within(quick).getByLabelText(/Nazwisko/), { target: { value: 'Zieliński' } });
    await click(quick, 'Zapisz');
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: /Pacjent/ }) as HTMLInputElement).value).toBe(
        'Zieliński Jan',
      ),
    );
    expect(bodiesOf(requests, clientEndpoints.createQuick.path)[0]).toMatchObject({
      name: 'Jan',
      surname: 'Zieliński',
    });
  });

  it('offers no quick add without Wizytownik_Klienci_Edycja', async () => {
    await renderVisitUi(<VisitEditorDialog open initial={NEW_SLOT} onClose={() => undefined} />, {
      permissions: ['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja'],
    });
    const dialog = await findEditor('Nowa wizyta');
    expect(within(dialog).getByRole('button', { name: 'Zapisz' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Dodaj nowego pacjenta' })).toBeNull();
  });
});

describe('visit editor: visit type and therapist lengths', { timeout: 60_000 }, () => {
  const TYPES = [
    {
      id: 7,
      terapeuta_id: 3,
      nazwa: 'Konsultacja',
      cena: 15000,
      dlugosc_wizyty: 45,
      aktywna: true,
      domyslny_kod_icd9: null,
      domyslny_kod_icd9_opis: null,
    },
  ];

  it("sets a new visit's end from the chosen therapist's default length", async () => {
    await openNew({ ...NEW_SLOT, therapistId: undefined } as unknown as typeof NEW_SLOT);
    const dialog = await findEditor('Nowa wizyta');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Terapeuta/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ewa Nowak' }));
    await waitFor(() => expect(pickerText(dialog, 'Godzina zakończenia')).toBe('09:50'));
  });

  it("sets a new visit's end from a visit type's length", async () => {
    await openNew(NEW_SLOT, [on(therapistEndpoints.getVisitTypes, () => ok(TYPES))]);
    const dialog = await findEditor('Nowa wizyta');
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Typ wizyty' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Konsultacja (45 min)' }));
    expect(pickerText(dialog, 'Godzina zakończenia')).toBe('09:45');
  });

  it('puts the times back and clears the type when it collides with the calendar', async () => {
    const { requests } = await openVisit(VISIT, RECEPTION, [
      on(therapistEndpoints.getVisitTypes, () => ok(TYPES)),
      on(v.updateVisitType, () =>
        failure(
          409,
          'Uwaga ten typ wizyty koliduje czasowo z twoim kalendarzem',
          null,
          'visit.visitTypeCollides',
        ),
      ),
    ]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Typ wizyty' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Konsultacja (45 min)' }));
    expect(await screen.findByText('Uwaga ten typ wizyty koliduje czasowo z twoim kalendarzem')).toBeTruthy();
    expect(bodiesOf(requests, v.updateVisitType.path)).toEqual([{ typ_wizyty_id: 7, visit_id: 41 }]);
    expect(within(dialog).getByRole('combobox', { name: 'Typ wizyty' }).textContent).toBe('Brak');
    expect(pickerText(dialog, 'Godzina zakończenia')).toBe('10:00');
  });

  it('asks before Escape drops unsaved changes', async () => {
    const { onClose } = await openVisit(VISIT);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await typeInPicker(dialog, 'Godzina zakończenia', '10:30');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    within(question).getByText('Wizyta ma niezapisane zmiany. Zamknąć bez zapisywania?');
    await userEvent.click(within(question).getByRole('button', { name: 'Nie' }));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Czy na pewno?' })).toBeNull());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await answerYes('Wizyta ma niezapisane zmiany. Zamknąć bez zapisywania?');
    expect(onClose).toHaveBeenCalled();
  });
});
