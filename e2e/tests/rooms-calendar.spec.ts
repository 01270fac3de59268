import { expect, test } from '@playwright/test';
import { RoomsApi, RoomsCalendarPage } from '../pages/rooms-calendar-page.ts';
import { logInAs } from '../pages/session.ts';
import { clinicToday, dayAfter, displayDate } from '../pages/visits-page.ts';
import { snapshot } from '../screenshots.ts';

const ROOM_TAKEN = 'Gabinet jest w tym czasie zajęty przez inną wizytę. Wybierz inny termin lub gabinet.';

test('reception moves a visit between rooms on /visitsrooms; a taken room is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A work day after the demo's visits: only this test's two visits, at the same hour in two rooms.
  const day = dayAfter(clinicToday(), 30, true);
  const api = await RoomsApi.as(request);
  const [first, second, third] = await api.rooms(displayDate(day));
  const [therapistA, therapistB] = await api.therapists(displayDate(day));
  const at = (h: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), h);
  const moving = await api.book({
    therapistId: therapistA!,
    clientId: await api.addPatient('Ewelina', 'Gabinetowa'),
    roomId: first!.roomId,
    start: at(10),
    end: at(11),
  });
  await api.book({
    therapistId: therapistB!,
    clientId: await api.addPatient('Roman', 'Salowy'),
    roomId: second!.roomId,
    start: at(10),
    end: at(11),
  });

  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const rooms = new RoomsCalendarPage(page);
  // The toolbar's switch goes from the therapists' Day view to the rooms' one, the same day.
  await rooms.openDay(day, false);
  await rooms.switchTo('Gabinety');
  await expect(page).toHaveURL(/\/visitsrooms\?widok=day&data=/);
  await rooms.visits.settled();
  await expect(rooms.visits.toolbarLabel()).toContainText(displayDate(day));
  // The columns come with the day's rooms, after the label.
  await expect
    .poll(() => rooms.visits.columnTitles())
    .toEqual(expect.arrayContaining([first!.name, second!.name, third!.name]));
  const titles = await rooms.visits.columnTitles();
  expect(titles.at(-1)).toBe('Bez gabinetu');
  await expect(page.getByRole('combobox', { name: 'Terapeuta' })).toHaveCount(0);
  const event = rooms.visits.event('Ewelina Gabinetowa');
  await expect(await rooms.eventsIn(first!.name)).toContainText(['Ewelina Gabinetowa']);
  await expect(await rooms.eventsIn(second!.name)).toContainText(['Roman Salowy']);
  await snapshot(page, 'rooms-calendar-day');

  // Dragged into a free room at the same time: the server moves it there.
  const moved = page.waitForResponse((r) => r.url().includes('/Visit/ShiftVisit'));
  await rooms.dragToColumn(event, third!.name);
  expect((await moved).ok()).toBe(true);
  await rooms.visits.settled();
  await expect(await rooms.eventsIn(third!.name)).toContainText(['Ewelina Gabinetowa']);
  await expect(await rooms.eventsIn(first!.name)).toHaveCount(0);
  expect(await api.roomOf(moving.id)).toBe(third!.roomId);

  // Dragged onto the room Roman Salowy holds then: refused with the Polish message, and it stays.
  const refused = page.waitForResponse((r) => r.url().includes('/Visit/ShiftVisit'));
  await rooms.dragToColumn(event, second!.name);
  expect((await refused).status()).toBe(409);
  const error = page.getByRole('dialog', { name: 'Błąd' });
  await expect(error).toContainText(ROOM_TAKEN);
  await snapshot(page, 'rooms-calendar-refused');
  await error.getByRole('button').first().click();
  await rooms.visits.settled();
  await expect(await rooms.eventsIn(third!.name)).toContainText(['Ewelina Gabinetowa']);
  await expect(await rooms.eventsIn(second!.name)).toHaveCount(1);
  expect(await api.roomOf(moving.id)).toBe(third!.roomId);

  // Double-click opens the same editor; the switch goes back to the therapists, the same day.
  await event.dblclick();
  const editor = rooms.visits.editor('Gabinetowa Ewelina');
  await expect(editor).toBeVisible();
  await rooms.visits.closeEditor(editor);
  await rooms.switchTo('Terapeuci');
  await expect(page).toHaveURL(/\/visits\?widok=day&data=/);
  await expect(rooms.visits.toolbarLabel()).toContainText(displayDate(day));

  // The demo clinic's working day by rooms: its visits fill the rooms, the rest wait in 'Bez gabinetu'.
  await rooms.openDay(dayAfter(clinicToday(), 0, true));
  await expect((await rooms.eventsIn(first!.name)).first()).toBeVisible();
  await snapshot(page, 'rooms-calendar-demo');
});
