import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { medicalDocumentationEndpoints as m, type VisitHistoryItem } from '@wizytownik/contracts';
import { AGREEMENT_TYPES } from '@wizytownik/domain';
import { failure, ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import { bodiesOf, renderVisitUi, v } from '../editor/visit-test-kit.tsx';
import { VisitHistoryTable } from './VisitHistoryTable.tsx';

const row = (id: number, startTime: string, therapistName: string): VisitHistoryItem => ({
  id,
  startTime,
  endTime: startTime,
  therapistName,
  status: 3,
  statusSubtype: 0,
  statusLabel: 'Zakończona',
  notes: null,
  createdBy: null,
});

const ROWS = [
  row(43, '2026-03-24T08:00:00Z', 'Piotr Wiśniewski'),
  row(42, '2026-03-17T08:00:00Z', 'Anna Nowak'),
  row(41, '2026-03-10T08:00:00Z', 'Piotr Wiśniewski'),
];

const templates = (uploaded: boolean) =>
  on(m.getAgreeTemplates, () =>
    ok(
      AGREEMENT_TYPES.map((a) => ({
        id: uploaded && a.type === 7 ? 5 : 0,
        type: a.type,
        typ_opis: a.description,
      })),
    ),
  );

function captureDownloads() {
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:doc');
      static override revokeObjectURL = () => undefined;
    },
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { blobs, click };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openPrint(handlers: FakeRoute[], permissions?: Parameters<typeof renderVisitUi>[1]) {
  const requests = await renderVisitUi(<VisitHistoryTable clientId={12} />, {
    ...permissions,
    handlers: [on(v.history, () => ok({ items: ROWS, totalCount: 3 })), ...handlers],
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Drukuj dokumentację (wizyta z 17-03-2026 09:00)' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Drukowanie dokumentacji medycznej' });
  return { requests, dialog };
}

describe('print documentation from the visit history', { timeout: 60_000 }, () => {
  it('prints the chosen visits and saves the returned .docx under its name', async () => {
    const { blobs, click } = captureDownloads();
    const { requests, dialog } = await openPrint([
      templates(true),
      on(m.print, () =>
        ok({ fileName: 'Dokumentacja medyczna - Kowalska Anna.docx', fileBase64: btoa('PK-docx') }),
      ),
    ]);
    expect(
      await within(dialog).findByText(
        'Dokument powstanie z wgranego szablonu dokumentacji medycznej (plik .docx).',
      ),
    ).toBeTruthy();
    const group = within(dialog).getByRole('group', { name: 'Wizyty w dokumentacji' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(within(group).getByLabelText('17-03-2026 09:00, Anna Nowak, Zakończona')).toBeTruthy();
    // Leave the middle visit out.
    await userEvent.click(within(group).getByLabelText('17-03-2026 09:00, Anna Nowak, Zakończona'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Drukuj' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(bodiesOf(requests, m.print.path)).toEqual([{ clientId: 12, visitIds: [43, 41] }]);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Dokumentacja medyczna - Kowalska Anna.docx');
    expect(blobs[0]!.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await blobs[0]!.text()).toBe('PK-docx');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a PDF comes without a template, and refuses printing no visit', async () => {
    const { blobs, click } = captureDownloads();
    const { requests, dialog } = await openPrint([
      templates(false),
      on(m.print, () => ok({ fileName: 'Dokumentacja.pdf', fileBase64: btoa('%PDF-1.3') })),
    ]);
    expect(await within(dialog).findByText(/Nie wgrano szablonu dokumentacji medycznej/)).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('Zaznacz wszystkie'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Drukuj' }));
    expect(await within(dialog).findByText('Nie wybrano wizyt.')).toBeTruthy();
    expect(bodiesOf(requests, m.print.path)).toEqual([]);
    await userEvent.click(within(dialog).getByLabelText('Zaznacz wszystkie'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Drukuj' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(bodiesOf(requests, m.print.path)).toEqual([{ clientId: 12, visitIds: [43, 42, 41] }]);
    expect(blobs[0]!.type).toBe('application/pdf');
  });

  it("shows the spec's errors when the templates or the documentation cannot be fetched", async () => {
    const { dialog } = await openPrint([
      on(m.getAgreeTemplates, () => failure(500, '')),
      on(m.print, () => failure(500, '')),
    ]);
    expect(await within(dialog).findByText('Bład pobierania wgranych zgód')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Drukuj' }));
    expect(await screen.findByText('Bład pobierania dokumentacji medycznej')).toBeTruthy();
  });

  it("shows the server's message when it sends one", async () => {
    const { dialog } = await openPrint([
      templates(false),
      on(m.print, () => failure(404, 'Nie znaleziono wizyty.')),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Drukuj' }));
    expect(await screen.findByText('Nie znaleziono wizyty.')).toBeTruthy();
  });

  it('offers no print without Wizytownik_Wizyty_Edycja', async () => {
    await renderVisitUi(<VisitHistoryTable clientId={12} />, {
      permissions: ['Wizytownik_Wizyty'],
      handlers: [on(v.history, () => ok({ items: ROWS, totalCount: 3 }))],
    });
    expect(await screen.findByText('Anna Nowak')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Drukuj dokumentację/ })).toBeNull();
  });
});
