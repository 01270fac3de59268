import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  companySettingsEndpoints,
  payuEndpoints,
  smsEndpoints,
  type InvitationSms,
  type SmsHistoryItem,
  type VisitDetails,
  type VisitInvitations,
} from '@wizytownik/contracts';
import type { FeatureName, PermissionName } from '@wizytownik/domain';
import { companySettings } from '../../../test/company-settings.ts';
import { ok, on, type FakeRoute } from '../../../test/fake-api.ts';
import VisitEditorDialog from '../editor/VisitEditorDialog.tsx';
import {
  answerYes,
  bodiesOf,
  click,
  findEditor,
  openVisit,
  RECEPTION,
  renderVisitUi,
  v,
  VISIT,
} from '../editor/visit-test-kit.tsx';

const SENT: InvitationSms = {
  insertTime: '2026-03-09T09:00:00Z',
  smsText: 'Zapraszamy na wizytę 10-03-2026 o 09:00.',
  status: 2,
  payUExpired: false,
};
const HISTORY: SmsHistoryItem[] = [
  {
    id: 1,
    dataWyslania: '2026-03-09T09:00:00Z',
    trescWyslana: 'Przypomnienie: wizyta 10-03-2026 09:00',
    trescOdebrana: null,
    ktoWyslal: 'System',
    visitId: 41,
    visitStart: '2026-03-10T08:00:00Z',
    kind: 'reminder',
    status: 2,
  },
  {
    id: 2,
    dataWyslania: '2026-03-09T10:00:00Z',
    trescWyslana: null,
    trescOdebrana: 'TAK',
    ktoWyslal: 'Kowalska Anna',
    visitId: 41,
    visitStart: '2026-03-10T08:00:00Z',
    kind: 'reply',
    status: 2,
  },
];

function smsRoutes(invitations: VisitInvitations, sent: InvitationSms = SENT): FakeRoute[] {
  return [
    on(smsEndpoints.visitStatus, () =>
      ok({ visitId: 41, status: 2, sentAt: '2026-03-09T09:00:00Z', text: 'Przypomnienie', reply: 'TAK' }),
    ),
    on(smsEndpoints.invitations, () => ok(invitations)),
    on(smsEndpoints.history, () => ok({ items: HISTORY, totalCount: HISTORY.length })),
    on(smsEndpoints.sendInvitation, () => ok(sent)),
    // The General tab's card-payment block, with the PayU feature on.
    on(payuEndpoints.visitState, () =>
      ok({ visitId: 41, payByPayu: false, outstandingAmount: 0, link: null }),
    ),
  ];
}

async function openSmsTab(
  visit: VisitDetails,
  handlers: FakeRoute[],
  features: FeatureName[] = [],
  permissions: PermissionName[] = RECEPTION,
) {
  const requests = await renderVisitUi(<VisitEditorDialog open visitId={visit.id} onClose={() => {}} />, {
    visit,
    handlers,
    features,
    permissions,
  });
  const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
  await userEvent.click(within(dialog).getByRole('tab', { name: 'SMS' }));
  return { requests, dialog };
}

describe("visit editor: the 'SMS' tab", { timeout: 60_000 }, () => {
  it("shows the reminder and the visit's messages, sent and received", async () => {
    const { requests, dialog } = await openSmsTab(
      VISIT,
      smsRoutes({ plain: null, payU: null }),
      [],
      [...RECEPTION, 'Wizytownik_InformacjeSMS'],
    );
    const reminder = await within(dialog).findByRole('region', { name: 'Przypomnienie o wizycie' });
    expect(await within(reminder).findByText('Dostarczony')).toBeTruthy();
    expect(within(reminder).getByText('Odpowiedź pacjenta: TAK')).toBeTruthy();
    const table = await within(dialog).findByRole('table', { name: 'Wiadomości tej wizyty' });
    await within(table).findByText('Przypomnienie: wizyta 10-03-2026 09:00');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['09-03-2026 10:00', 'Przypomnienie: wizyta 10-03-2026 09:00', '', 'System', 'Dostarczony'],
      ['09-03-2026 11:00', '', 'TAK', 'Kowalska Anna', ''],
    ]);
    const history = requests.find((r) => r.path === smsEndpoints.history.path);
    expect(history?.query.get('visitId')).toBe('41');
    expect(history?.query.get('MaxResultCount')).toBe('20');
  });

  it('sends the first invitation at once and shows the text that was sent', async () => {
    const { requests, dialog } = await openSmsTab(VISIT, smsRoutes({ plain: null, payU: null }));
    const section = await within(dialog).findByRole('region', { name: 'Zaproszenie' });
    // Without the PayU feature: the plain invitation only.
    await within(section).findByRole('button', { name: 'Wyślij zaproszenie SMS' });
    expect(within(section).queryByRole('button', { name: /PayU/ })).toBeNull();
    await click(section, 'Wyślij zaproszenie SMS');
    const shown = await screen.findByRole('dialog', { name: 'Zaproszenie SMS' });
    expect(within(shown).getByText('Zapraszamy na wizytę 10-03-2026 o 09:00.')).toBeTruthy();
    expect(within(shown).getByText('Status: Dostarczony')).toBeTruthy();
    expect(bodiesOf(requests, smsEndpoints.sendInvitation.path)).toEqual([{ visitId: 41, payU: false }]);
    expect(screen.queryByRole('dialog', { name: 'Czy na pewno?' })).toBeNull();
    // Without Wizytownik_InformacjeSMS the reminder's status is not asked for.
    expect(within(dialog).queryByRole('region', { name: 'Przypomnienie o wizycie' })).toBeNull();
    expect(requests.some((r) => r.path === smsEndpoints.visitStatus.path)).toBe(false);
  });

  it('asks before sending an invitation again', async () => {
    const { requests, dialog } = await openSmsTab(VISIT, smsRoutes({ plain: SENT, payU: null }));
    const section = await within(dialog).findByRole('region', { name: 'Zaproszenie' });
    expect(await within(section).findByText('Zaproszenie wysłane 09-03-2026 10:00')).toBeTruthy();

    await click(section, 'Wyślij zaproszenie SMS');
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    within(question).getByText('Zaproszenie zostało już wysłane 09-03-2026 10:00. Wysłać ponownie?');
    await userEvent.click(within(question).getByRole('button', { name: 'Nie' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Czy na pewno?' })).toBeNull());
    expect(bodiesOf(requests, smsEndpoints.sendInvitation.path)).toEqual([]);

    await click(section, 'Wyślij zaproszenie SMS');
    await answerYes('Zaproszenie zostało już wysłane 09-03-2026 10:00. Wysłać ponownie?');
    expect(await screen.findByRole('dialog', { name: 'Zaproszenie SMS' })).toBeTruthy();
    expect(bodiesOf(requests, smsEndpoints.sendInvitation.path)).toEqual([{ visitId: 41, payU: false }]);
  });

  it('offers the invitation with the PayU link with the PayU feature', async () => {
    const { dialog } = await openSmsTab(VISIT, smsRoutes({ plain: null, payU: null }), ['PayU']);
    const section = await within(dialog).findByRole('region', { name: 'Zaproszenie' });
    expect(
      await within(section).findByRole('button', { name: 'Wyślij zaproszenie z linkiem PayU' }),
    ).toBeTruthy();
  });

  it('offers neither invitation nor delay message for a closed visit', async () => {
    const { dialog } = await openSmsTab({ ...VISIT, status: 3 }, smsRoutes({ plain: null, payU: null }), [
      'PayU',
    ]);
    const section = await within(dialog).findByRole('region', { name: 'Zaproszenie' });
    await within(dialog).findByRole('table', { name: 'Wiadomości tej wizyty' });
    expect(within(section).queryByRole('button', { name: /Wyślij zaproszenie/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Powiadom o opóźnieniu' })).toBeNull();
  });

  it("shows 'Bład wysyłki zaproszenia' when the invitation fails", async () => {
    const { dialog } = await openSmsTab(VISIT, [
      ...smsRoutes({ plain: null, payU: null }),
      on(smsEndpoints.sendInvitation, () => ({
        status: 500,
        body: { result: null, success: false, error: null },
      })),
    ]);
    await click(await within(dialog).findByRole('region', { name: 'Zaproszenie' }), 'Wyślij zaproszenie SMS');
    expect(await screen.findByText('Bład wysyłki zaproszenia')).toBeTruthy();
  });

  it('sends the delay message with the minutes typed and shows it', async () => {
    const settings = companySettings({
      szablon_sms_opoznienie: 'Wizyta %gw% opóźni się o %opoznienie% min.',
    });
    const { requests, dialog } = await openSmsTab(VISIT, [
      ...smsRoutes({ plain: null, payU: null }),
      on(companySettingsEndpoints.getCompanySettings, () => ok(settings)),
      on(smsEndpoints.sendDelay, (r) => {
        const { minutes } = r.body as { minutes: number };
        return ok({
          id: 9,
          direction: 'out',
          kind: 'delay',
          clientId: 12,
          clientName: 'Kowalska Anna',
          visitId: 41,
          phone: '+48601222333',
          text: `Wizyta 09:00 opóźni się o ${minutes} min.`,
          parts: 1,
          status: 0,
          error: null,
          createdAt: '2026-03-10T07:50:00Z',
          sendAt: '2026-03-10T07:50:00Z',
          sentAt: null,
          deliveredAt: null,
          sentBy: 'Anna Nowak',
          outcome: null,
        });
      }),
    ]);
    const minutes = await within(dialog).findByRole('spinbutton', { name: 'Opóźnienie (minuty)' });
    expect((minutes as HTMLInputElement).value).toBe('10');
    expect(
      await within(dialog).findByText('Podgląd wiadomości: Wizyta 09:00 opóźni się o 10 min.'),
    ).toBeTruthy();
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '2000');
    expect(within(dialog).getByText('Podaj opóźnienie w minutach (od 1 do 1440).')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Powiadom o opóźnieniu' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '25');
    await click(dialog, 'Powiadom o opóźnieniu');
    expect(
      await within(dialog).findByText('Wysłano SMS o opóźnieniu: Wizyta 09:00 opóźni się o 25 min.'),
    ).toBeTruthy();
    expect(bodiesOf(requests, smsEndpoints.sendDelay.path)).toEqual([{ visitId: 41, minutes: 25 }]);
  });
});

describe('visit editor: closing with the opinion SMS', { timeout: 60_000 }, () => {
  const withTemplate = on(companySettingsEndpoints.getCompanySettings, () =>
    ok(companySettings({ szablon_sms_opinia: 'Prosimy o opinię: %link%' })),
  );

  it("asks 'Wysłać SMS z prośbą o opinię?' and sends sent_opinion true when ticked", async () => {
    const { requests } = await openVisit(VISIT, RECEPTION, [
      withTemplate,
      on(v.close, () => ok({ ...VISIT, status: 3 })),
    ]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await click(dialog, 'Zamknij wizytę');
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    within(question).getByText(
      'Zamknięcie wizyty spowoduje zablokowanie edycji. Zamknąć można tylko wizytę która się odbyła.',
    );
    const opinion = within(question).getByRole('checkbox', { name: 'Wysłać SMS z prośbą o opinię?' });
    expect((opinion as HTMLInputElement).checked).toBe(false);
    await userEvent.click(opinion);
    await userEvent.click(within(question).getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Zamknięto')).toBeTruthy();
    expect(bodiesOf(requests, v.close.path)).toEqual([{ id: 41, sent_opinion: true }]);
  });

  it('sends sent_opinion false when left unticked', async () => {
    const { requests } = await openVisit(VISIT, RECEPTION, [
      withTemplate,
      on(v.close, () => ok({ ...VISIT, status: 3 })),
    ]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await click(dialog, 'Zamknij wizytę');
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(bodiesOf(requests, v.close.path)).toEqual([{ id: 41, sent_opinion: false }]));
  });

  it('does not ask once the patient has had an opinion SMS', async () => {
    const visit = { ...VISIT, client: { ...VISIT.client, sentOpinionSMS: true } };
    const { requests } = await openVisit(visit, RECEPTION, [
      withTemplate,
      on(v.close, () => ok({ ...visit, status: 3 })),
    ]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await click(dialog, 'Zamknij wizytę');
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno?' });
    expect(within(question).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(question).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(bodiesOf(requests, v.close.path)).toEqual([{ id: 41, sent_opinion: false }]));
  });
});

describe('visit editor: undo of a cancellation', { timeout: 60_000 }, () => {
  it("offers 'Cofnij' for the company's smsUndoSeconds, which calls UndoCancelVisit", async () => {
    // A visit that lies ahead: the patient is told of its cancellation.
    const start = new Date(Date.now() + 2 * 86_400_000);
    const ahead: VisitDetails = {
      ...VISIT,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3_600_000).toISOString(),
    };
    let visit: VisitDetails = ahead;
    const requests = await renderVisitUi(
      <VisitEditorDialog open visitId={ahead.id} onClose={() => {}} onChanged={() => {}} />,
      {
        visit: ahead,
        handlers: [
          on(companySettingsEndpoints.getCompanySettings, () =>
            ok(companySettings({ smsUndoSeconds: 30, szablon_sms_odwolanie: 'Wizyta %dw% odwołana.' })),
          ),
          on(v.get, () => ok(visit)),
          on(v.cancel, () => {
            visit = { ...ahead, status: 2, statusSubtype: 4 };
            return ok(true);
          }),
          on(v.undoCancel, () => {
            visit = ahead;
            return ok(ahead);
          }),
        ],
      },
    );
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await click(dialog, 'Odwołaj wizytę');
    await answerYes('Odwołać wizytę?');
    const reason = await screen.findByRole('dialog', { name: 'Powód odwołania wizyty' });
    await userEvent.click(within(reason).getByRole('radio', { name: 'Nieobecność nieusprawiedliwiona' }));
    await click(reason, 'Odwołaj wizytę');

    const notice = await screen.findByRole('status');
    const left = /^Wizyta odwołana — SMS do pacjenta wyjdzie za (\d+) s/.exec(notice.textContent ?? '');
    expect(Number(left?.[1])).toBeGreaterThan(20);
    expect(Number(left?.[1])).toBeLessThanOrEqual(30);
    await findEditor(/^Wizyta: Kowalska Anna — Nieobecność nieusprawiedliwiona/);
    // Inside the editor's focus trap: the keyboard reaches it.
    const undo = within(notice).getByRole('button', { name: 'Cofnij' });
    undo.focus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(undo);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bodiesOf(requests, v.undoCancel.path)).toEqual([{ id: 41 }]));
    expect(await screen.findByText('Cofnięto')).toBeTruthy();
    expect(await findEditor('Wizyta: Kowalska Anna — Nowa')).toBeTruthy();
  });

  it('offers no undo when the company keeps no undo window', async () => {
    const { requests } = await openVisit(VISIT, RECEPTION, [
      on(companySettingsEndpoints.getCompanySettings, () => ok(companySettings({ smsUndoSeconds: 0 }))),
      on(v.cancel, () => ok(true)),
    ]);
    const dialog = await findEditor(/^Wizyta: Kowalska Anna/);
    await click(dialog, 'Odwołaj wizytę');
    await answerYes('Odwołać wizytę?');
    const reason = await screen.findByRole('dialog', { name: 'Powód odwołania wizyty' });
    await userEvent.click(within(reason).getByRole('radio', { name: 'Nieobecność nieusprawiedliwiona' }));
    await click(reason, 'Odwołaj wizytę');
    expect(await screen.findByText('Odwołano wizytę')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cofnij' })).toBeNull();
    expect(bodiesOf(requests, v.undoCancel.path)).toEqual([]);
  });
});
