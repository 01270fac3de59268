import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VisitHistoryItem } from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { courseOf, courseServer } from '../course/course-test-kit.ts';
import { VisitCourseTab } from '../course/VisitCourseTab.tsx';
import { answerYes, bodiesOf, RECEPTION, renderVisitUi, v, VISIT } from '../editor/visit-test-kit.tsx';
import { VisitHistoryTable } from '../history/VisitHistoryTable.tsx';
import { ok, on } from '../../../test/fake-api.ts';
import { OrderedTreatmentsPanel } from './OrderedTreatmentsPanel.tsx';
import {
  BLOCKED_REASON,
  ORDERED,
  orderedEndpoints as o,
  orderedServer,
} from './ordered-treatments-test-kit.ts';
import { PatientDaySummary } from './PatientDaySummary.tsx';

const ORDERING: PermissionName[] = [...RECEPTION, 'Wizytownik_ZabiegiZlecanie'];
/** Text queries that keep money's no-break spaces. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

async function renderPanel(
  server: ReturnType<typeof orderedServer>,
  { permissions = ORDERING, physiotherapy = true, readOnly = false } = {},
) {
  const requests = await renderVisitUi(
    <OrderedTreatmentsPanel visitId={VISIT.id} visitStart={VISIT.startTime} readOnly={readOnly} />,
    { permissions, features: physiotherapy ? ['Fizykoterapia'] : [], handlers: server.routes },
  );
  return requests;
}

const table = () => screen.findByRole('table', { name: 'Zlecone zabiegi wizyty' });

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Zleć zabieg' }));
  return screen.findByRole('dialog', { name: 'Zlecenie zabiegu' });
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: new RegExp(label) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe("'Zlecone zabiegi' of a visit", { timeout: 60_000 }, () => {
  it('lists the ordered treatments with their date and hours, without actions for a user who may not order', async () => {
    await renderPanel(orderedServer([ORDERED]), { permissions: RECEPTION });
    const list = await table();
    const row = await within(list).findByRole('row', { name: /Laser/ });
    expect(within(row).getByText('10-03-2026')).toBeTruthy();
    expect(within(row).getByText('10:00–10:15')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zleć zabieg' })).toBeNull();
    expect(within(list).queryByRole('button', { name: /Usuń/ })).toBeNull();
  });

  it('is a panel of the course tab, listed but not ordered from on a closed visit', async () => {
    const course = courseServer(
      courseOf(VISIT.id, { readOnly: true, readOnlyReason: 'Wizyta jest zakończona' }),
    );
    await renderVisitUi(<VisitCourseTab visitId={VISIT.id} visitStart={VISIT.startTime} />, {
      permissions: [...ORDERING, 'Wizytownik_Wizyty_Edycja_Przebiegu'],
      features: ['Fizykoterapia'],
      handlers: [...course.routes(), ...orderedServer([ORDERED]).routes],
    });
    expect(await screen.findAllByRole('heading', { name: 'Zlecone zabiegi' })).not.toHaveLength(0);
    await within(await table()).findByRole('row', { name: /Laser/ });
    expect(screen.queryByRole('button', { name: 'Zleć zabieg' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Usuń zlecony zabieg/ })).toBeNull();
  });

  it('is not there without the feature Fizykoterapia', async () => {
    const requests = await renderPanel(orderedServer([ORDERED]), { physiotherapy: false });
    await waitFor(() => expect(document.body.textContent).not.toContain('Zlecone zabiegi'));
    expect(requests.some((r) => r.path === o.listOrdered.path)).toBe(false);
  });

  it('offers active treatments only, takes the length from the subtype and shows blocked terms disabled', async () => {
    const requests = await renderPanel(orderedServer());
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Zabieg/ }));
    expect(
      (await screen.findByRole('option', { name: 'Krioterapia (nieaktywny)' })).getAttribute('aria-disabled'),
    ).toBe('true');
    await userEvent.click(screen.getByRole('option', { name: 'Masaż' }));
    expect(within(dialog).getByRole('textbox', { name: 'Długość (min)' })).toHaveProperty('value', '30');

    await choose(dialog, 'Podtyp', 'Częściowy');
    expect(within(dialog).getByRole('textbox', { name: 'Długość (min)' })).toHaveProperty('value', '20');
    const terms = await within(dialog).findByRole('group', { name: 'Terminy zabiegu 10-03-2026' });
    const asked = requests.filter((r) => r.path === o.freeTerms.path).at(-1)!;
    expect(Object.fromEntries(asked.query)).toEqual({
      Date: '2026-03-10',
      ZabiegId: '1',
      DlugoscZabiegu: '20',
      CurrentVisitId: String(VISIT.id),
    });
    const blocked = within(terms).getByRole('button', {
      name: `Termin 08:20–08:40 niedostępny: ${BLOCKED_REASON}`,
    });
    expect(blocked).toHaveProperty('disabled', true);
    expect(within(terms).getByRole('button', { name: 'Termin 08:00–08:20' })).toHaveProperty(
      'disabled',
      false,
    );

    // A subtype of length 0 takes the treatment's; an inactive one cannot be chosen.
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Podtyp/ }));
    expect(screen.getByRole('option', { name: 'Stary (nieaktywny)' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Całościowy' }));
    expect(within(dialog).getByRole('textbox', { name: 'Długość (min)' })).toHaveProperty('value', '30');
  });

  it('says what is missing and asks for a term before it orders', async () => {
    const requests = await renderPanel(orderedServer());
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zleć' }));
    expect(within(dialog).getByText('Proszę wybrać zabieg')).toBeTruthy();
    expect(within(dialog).getByText('Proszę wybrać termin')).toBeTruthy();

    await choose(dialog, 'Zabieg', 'Laser');
    await within(dialog).findByRole('group', { name: 'Terminy zabiegu 10-03-2026' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zleć' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Proszę wybrać termin');
    expect(bodiesOf(requests, o.insertOrdered.path)).toEqual([]);
  });

  it('orders a treatment into the chosen term and lists it', async () => {
    const requests = await renderPanel(orderedServer());
    const dialog = await openDialog();
    await choose(dialog, 'Zabieg', 'Masaż');
    await choose(dialog, 'Podtyp', 'Częściowy');
    const terms = await within(dialog).findByRole('group', { name: 'Terminy zabiegu 10-03-2026' });
    const term = within(terms).getByRole('button', { name: 'Termin 08:40–09:00' });
    await userEvent.click(term);
    expect(term.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zleć' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zlecenie zabiegu' })).toBeNull());
    expect(bodiesOf(requests, o.insertOrdered.path)).toEqual([
      {
        zabiegId: 1,
        sourceVisitId: VISIT.id,
        startTime: '2026-03-10T07:40:00.000Z',
        endTime: '2026-03-10T08:00:00.000Z',
        podtypZabieguId: 11,
      },
    ]);
    const row = await within(await table()).findByRole('row', { name: /Masaż/ });
    expect(within(row).getByText('Częściowy')).toBeTruthy();
    expect(within(row).getByText('08:40–09:00')).toBeTruthy();
  });

  it("shows the server's refusal as it words it", async () => {
    await renderPanel(orderedServer([], { insert: 'Termin jest już zajęty' }));
    const dialog = await openDialog();
    await choose(dialog, 'Zabieg', 'Laser');
    const terms = await within(dialog).findByRole('group', { name: 'Terminy zabiegu 10-03-2026' });
    await userEvent.click(within(terms).getByRole('button', { name: 'Termin 08:00–08:15' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zleć' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(error).getByText('Termin jest już zajęty')).toBeTruthy();
  });

  it("falls back to 'Błąd zlecania zabiegu' without the server's words", async () => {
    await renderPanel(orderedServer([], { insert: '' }));
    const dialog = await openDialog();
    await choose(dialog, 'Zabieg', 'Laser');
    const terms = await within(dialog).findByRole('group', { name: 'Terminy zabiegu 10-03-2026' });
    await userEvent.click(within(terms).getByRole('button', { name: 'Termin 08:00–08:15' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zleć' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(error).getByText('Błąd zlecania zabiegu')).toBeTruthy();
  });

  it("says 'Nie można pobrać listy zabiegów.' when the treatments cannot be read", async () => {
    await renderPanel(orderedServer([], { treatments: '' }));
    // Not openDialog(): once the error dialog is up it hides the order dialog from the accessibility
    // tree, so waiting for the order dialog after the failed reply finds nothing.
    await userEvent.click(await screen.findByRole('button', { name: 'Zleć zabieg' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(error).getByText('Nie można pobrać listy zabiegów.')).toBeTruthy();
  });

  it('deletes an ordered treatment after the question', async () => {
    const requests = await renderPanel(orderedServer([ORDERED]));
    const list = await table();
    await userEvent.click(await within(list).findByRole('button', { name: /Usuń zlecony zabieg Laser/ }));
    await answerYes('Czy na pewno chcesz usunąć ten zlecony zabieg?');
    await waitFor(() => expect(within(list).queryByRole('row', { name: /Laser/ })).toBeNull());
    expect(requests.filter((r) => r.path === o.deleteOrdered.path).map((r) => r.query.get('id'))).toEqual([
      String(ORDERED.id),
    ]);
  });

  it("says 'Błąd usuwania zabiegu' when the delete fails", async () => {
    await renderPanel(orderedServer([ORDERED], { delete: '' }));
    const list = await table();
    await userEvent.click(await within(list).findByRole('button', { name: /Usuń zlecony zabieg Laser/ }));
    await answerYes('Czy na pewno chcesz usunąć ten zlecony zabieg?');
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(error).getByText('Błąd usuwania zabiegu')).toBeTruthy();
  });
});

describe('the physiotherapy day summary', { timeout: 60_000 }, () => {
  const renderSummary = (server: ReturnType<typeof orderedServer>, physiotherapy = true) =>
    renderVisitUi(<PatientDaySummary clientId={VISIT.clientId} visitStart={VISIT.startTime} />, {
      features: physiotherapy ? ['Fizykoterapia'] : [],
      handlers: server.routes,
    });

  it("lists the patient's treatments of the visit's day with their prices and the sum", async () => {
    const requests = await renderSummary(orderedServer([ORDERED]));
    const list = await screen.findByRole('table', { name: 'Zabiegi pacjenta w dniu 10-03-2026' });
    expect(await screen.findByText('Suma: 130,00\u00a0zł', EXACT)).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'ZabiegPodtypGodzinyŹródłoCena',
      'MasażCzęściowy09:00–09:20Wizyta80,00\u00a0zł',
      'Laser—10:00–10:15Zlecony50,00\u00a0zł',
    ]);
    const asked = requests.find((r) => r.path === o.patientSummary.path)!;
    expect(Object.fromEntries(asked.query)).toEqual({ Client: String(VISIT.clientId), Data: '2026-03-10' });
  });

  it("says 'Nie można pobrać podsumowania wizyt dla pacjenta.' when it cannot be read", async () => {
    await renderSummary(orderedServer([], { summary: '' }));
    expect(await screen.findByText('Nie można pobrać podsumowania wizyt dla pacjenta.')).toBeTruthy();
  });

  it('is not there without the feature', async () => {
    const requests = await renderSummary(orderedServer([ORDERED]), false);
    await waitFor(() => expect(document.body.textContent).not.toContain('Podsumowanie'));
    expect(requests.some((r) => r.path === o.patientSummary.path)).toBe(false);
  });
});

describe("the patient's visit history", { timeout: 60_000 }, () => {
  it('shows an ordered treatment as a row of its own, opening the visit that ordered it, not printed', async () => {
    const visitRow: VisitHistoryItem = {
      id: VISIT.id,
      startTime: '2026-03-10T08:00:00Z',
      endTime: '2026-03-10T09:00:00Z',
      therapistName: 'Piotr Wiśniewski',
      status: 0,
      statusSubtype: 0,
      statusLabel: 'Planowana',
      notes: '<p>Ból kolana</p>',
      createdBy: 'Recepcja Ala',
    };
    const orderedRow: VisitHistoryItem = {
      ...visitRow,
      startTime: '2026-03-10T10:00:00Z',
      endTime: '2026-03-10T10:20:00Z',
      notes: null,
      zlecenie: { id: 601, nazwaZabiegu: 'Masaż', podtyp: 'Częściowy' },
    };
    await renderVisitUi(<VisitHistoryTable clientId={VISIT.clientId} />, {
      handlers: [on(v.history, () => ok({ items: [orderedRow, visitRow], totalCount: 2 }))],
    });
    const history = await screen.findByRole('table', { name: 'Historia wizyt pacjenta' });
    const row = await within(history).findByRole('row', { name: /Zlecony zabieg: Masaż \(Częściowy\)/ });
    expect(within(row).getByText('10-03-2026 11:00')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /Edytuj/ })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /dokumentacj/i })).toBeNull();
    const visit = within(history).getByRole('row', { name: /Ból kolana/ });
    expect(within(visit).getByRole('button', { name: /dokumentacj/i })).toBeTruthy();
  });
});
