import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  clientEndpoints,
  smsEndpoints as s,
  type ClientPickerItem,
  type SmsGatewayInfo,
  type SmsMessage,
} from '@wizytownik/contracts';
import type { PermissionName } from '@wizytownik/domain';
import { failure, fakeApi, ok, on, type FakeRoute } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionHandlers, sessionInfo, storeUser } from '../../test/session.ts';

const SCREEN_LOAD = { timeout: 15_000 };
const GATEWAY: PermissionName[] = ['Wizytownik_Bramka_SMS'];

const ANNA: ClientPickerItem = {
  id: 12,
  name: 'Anna',
  surname: 'Kowalska',
  pesel: null,
  therapistID: null,
  phone: '600100200',
  description: null,
};

const message = (over: Partial<SmsMessage>): SmsMessage => ({
  id: 1,
  direction: 'out',
  kind: 'reminder',
  clientId: 12,
  clientName: 'Kowalska Anna',
  visitId: 41,
  phone: '+48600100200',
  text: 'Przypominamy o wizycie 10-03-2026 o 09:00.',
  parts: 1,
  status: 2,
  error: null,
  createdAt: '2026-03-09T08:00:00Z',
  sendAt: '2026-03-09T08:00:00Z',
  sentAt: '2026-03-09T08:00:05Z',
  deliveredAt: '2026-03-09T08:00:09Z',
  sentBy: null,
  outcome: null,
  ...over,
});

const REMINDER = message({});
const FAILED = message({
  id: 2,
  kind: 'invitationPayU',
  status: 3,
  error: 'Numer nie istnieje',
  sentBy: 'Recepcja Ala',
  parts: 2,
});
const REPLY = message({
  id: 3,
  direction: 'in',
  kind: 'reply',
  text: 'TAK',
  status: 2,
  sendAt: null,
  sentAt: null,
  deliveredAt: null,
  createdAt: '2026-03-09T09:30:00Z',
  outcome: 'confirmed',
});

function start({
  permissions = GATEWAY,
  gateway = { mode: 'simulator', canSimulateReply: true },
  routes = [],
}: { permissions?: PermissionName[]; gateway?: SmsGatewayInfo; routes?: FakeRoute[] } = {}) {
  storeUser();
  const requests = fakeApi([
    ...sessionHandlers(() => sessionInfo({ grantedPermissions: permissions })),
    on(s.gateway, () => ok(gateway)),
    on(s.messages, ({ query }) =>
      query.get('direction') === 'in'
        ? ok({ items: [REPLY], totalCount: 1 })
        : ok({ items: [REMINDER, FAILED], totalCount: 45 }),
    ),
    on(clientEndpoints.search, () => ok([ANNA])),
    ...routes,
  ]);
  const router = renderApp('/sms');
  return { requests, router };
}

const listRequests = (requests: ReturnType<typeof fakeApi>) =>
  requests.filter((r) => r.path === s.messages.path).map((r) => Object.fromEntries(r.query));
const bodies = (requests: ReturnType<typeof fakeApi>, path: string) =>
  requests.filter((r) => r.path === path).map((r) => r.body);

async function openSend() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nowa wiadomość' }, SCREEN_LOAD));
  return screen.findByRole('dialog', { name: 'Nowa wiadomość SMS' });
}

async function fillSend(dialog: HTMLElement, text: string) {
  await userEvent.type(within(dialog).getByRole('combobox', { name: /Pacjent/ }), 'Kow');
  await userEvent.click(await screen.findByRole('option', { name: /Kowalska Anna/ }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Treść wiadomości/ }), text);
}

describe('/sms the SMS gateway', { timeout: 120_000 }, () => {
  it('lists the outbox with kinds, parts and statuses, the error as a tooltip, and pages on the server', async () => {
    const { requests } = start();
    const table = await screen.findByRole('table', { name: 'Wiadomości wysłane' }, SCREEN_LOAD);
    const failedRow = (await within(table).findByText('Zaproszenie z linkiem PayU')).closest('tr')!;
    within(failedRow).getByText('Recepcja Ala');
    within(failedRow).getByText('2');
    const reminderRow = within(table).getByText('Przypomnienie').closest('tr')!;
    within(reminderRow).getByText('Dostarczony');
    within(reminderRow).getByText('System');
    within(reminderRow).getByText('09-03-2026 09:00');
    await userEvent.hover(within(failedRow).getByText('Błąd'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Numer nie istnieje');
    screen.getByText('Tryb: symulator');
    expect(listRequests(requests)[0]).toEqual({ direction: 'out', SkipCount: '0', MaxResultCount: '20' });

    await userEvent.click(screen.getByRole('button', { name: /następn|next/i }));
    await waitFor(() => expect(listRequests(requests).at(-1)).toMatchObject({ SkipCount: '20' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Błąd' }));
    await waitFor(() =>
      expect(listRequests(requests).at(-1)).toEqual({
        direction: 'out',
        status: '3',
        SkipCount: '0',
        MaxResultCount: '20',
      }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: /Szukaj/ }), '600');
    await waitFor(() => expect(listRequests(requests).at(-1)).toMatchObject({ Filter: '600' }));
  });

  it('lists the inbox with what each reply did', async () => {
    const { requests } = start();
    await userEvent.click(await screen.findByRole('tab', { name: 'Odebrane' }, SCREEN_LOAD));
    const table = await screen.findByRole('table', { name: 'Wiadomości odebrane' });
    const row = (await within(table).findByText('TAK')).closest('tr')!;
    within(row).getByText('Potwierdził wizytę');
    within(row).getByText('Kowalska Anna');
    expect(listRequests(requests).at(-1)).toMatchObject({ direction: 'in', SkipCount: '0' });
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  it('says so when a box is empty', async () => {
    start({ routes: [on(s.messages, () => ok({ items: [], totalCount: 0 }))] });
    expect(
      await screen.findByText('Nie wysłano jeszcze żadnej wiadomości SMS.', {}, SCREEN_LOAD),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Odebrane' }));
    expect(await screen.findByText('Nie odebrano jeszcze żadnej wiadomości SMS.')).toBeTruthy();
  });

  it('sends a message to the chosen patient and says Sms wysłany poprawnie', async () => {
    const { requests } = start({
      routes: [on(s.send, () => ok(message({ id: 9, kind: 'manual', status: 1, sentBy: 'Anna Nowak' })))],
    });
    const dialog = await openSend();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await within(dialog).findByText('Wybierz pacjenta.')).toBeTruthy();
    expect(within(dialog).getByText('Wpisz treść wiadomości.')).toBeTruthy();
    expect(bodies(requests, s.send.path)).toEqual([]);

    await fillSend(dialog, 'Zapraszamy po odbiór wyników');
    within(dialog).getByText(/^Długość: 28 · SMS: 1 /);
    const before = listRequests(requests).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Sms wysłany poprawnie')).toBeTruthy();
    expect(bodies(requests, s.send.path)).toEqual([{ clientId: 12, text: 'Zapraszamy po odbiór wyników' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nowa wiadomość SMS' })).toBeNull());
    // The outbox is asked for again.
    await waitFor(() => expect(listRequests(requests).length).toBeGreaterThan(before));
  });

  it("says 'Nie wysłano sms' when the send fails without a reason, the server's reason when it has one", async () => {
    let reply = failure(500, '');
    start({ routes: [on(s.send, () => reply)] });
    const dialog = await openSend();
    await fillSend(dialog, 'Test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Nie wysłano sms')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Nie wysłano sms')).toBeNull());
    reply = failure(409, 'Pacjent nie ma numeru telefonu do SMS.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Pacjent nie ma numeru telefonu do SMS.')).toBeTruthy();
    expect(screen.queryByText('Sms wysłany poprawnie')).toBeNull();
  });

  it('plays a patient reply in simulator mode and says what it did', async () => {
    const { requests } = start({
      routes: [on(s.simulateReply, () => ok({ ...REPLY, id: 10, text: 'NIE', outcome: 'cancelled' }))],
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Symuluj odpowiedź pacjenta' }, SCREEN_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Symuluj odpowiedź pacjenta' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Numer telefonu/ }), '+48600100200');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Treść odpowiedzi/ }), 'NIE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odbierz odpowiedź' }));
    expect(await screen.findByText('Odebrano odpowiedź: Odwołał wizytę')).toBeTruthy();
    expect(bodies(requests, s.simulateReply.path)).toEqual([{ phone: '+48600100200', text: 'NIE' }]);
  });

  it("starts a simulated reply from a sent message's number", async () => {
    const { requests } = start({
      routes: [on(s.simulateReply, () => ok({ ...REPLY, id: 11, outcome: 'unmatched' }))],
    });
    const table = await screen.findByRole('table', { name: 'Wiadomości wysłane' }, SCREEN_LOAD);
    const [action] = await within(table).findAllByRole('button', {
      name: 'Symuluj odpowiedź z numeru +48600100200',
    });
    await userEvent.click(action!);
    const dialog = await screen.findByRole('dialog', { name: 'Symuluj odpowiedź pacjenta' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Treść odpowiedzi/ }), 'Kiedy?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odbierz odpowiedź' }));
    expect(await screen.findByText('Odebrano odpowiedź: Nie przypisano do wizyty')).toBeTruthy();
    expect(bodies(requests, s.simulateReply.path)).toEqual([{ phone: '+48600100200', text: 'Kiedy?' }]);
  });

  it('offers no simulated reply with a real gateway, and names the gateway', async () => {
    start({ gateway: { mode: 'smsapi', canSimulateReply: false } });
    expect(await screen.findByText('Tryb: SMSAPI', {}, SCREEN_LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nowa wiadomość' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Symuluj odpowiedź pacjenta' })).toBeNull();
    const table = await screen.findByRole('table', { name: 'Wiadomości wysłane' });
    await within(table).findByText('Przypomnienie');
    expect(within(table).queryByRole('button', { name: /Symuluj odpowiedź/ })).toBeNull();
  });

  it('is in the main menu only with Wizytownik_Bramka_SMS', async () => {
    start();
    await screen.findByRole('table', { name: 'Wiadomości wysłane' }, SCREEN_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Otwórz nawigację' }));
    const navigation = screen.getByRole('navigation', { name: 'Nawigacja' });
    expect(within(navigation).getByRole('link', { name: 'Bramka SMS' })).toBeTruthy();
  });

  it('is neither in the menu nor open without the permission', async () => {
    const { router } = start({ permissions: ['Wizytownik_Klienci'] });
    expect(await screen.findByRole('heading', { name: 'Dzień dobry, Anna' }, SCREEN_LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'Otwórz nawigację' }));
    const navigation = screen.getByRole('navigation', { name: 'Nawigacja' });
    expect(within(navigation).queryByRole('link', { name: 'Bramka SMS' })).toBeNull();
    expect(within(navigation).getByRole('link', { name: 'Pacjenci' })).toBeTruthy();
  });
});
