import { readFileSync } from 'node:fs';
import PizZip from 'pizzip';
import { expect, test } from '@playwright/test';
import { makeDocx } from '../../apps/server/src/platform/documents/test-docx.ts';
import type { SceneVisit } from '../pages/admin-api.ts';
import { MedicalDocumentationApi, MedicalDocumentationPage } from '../pages/medical-documentation-page.ts';
import { pdfText } from '../pages/pdf.ts';
import { logInAs } from '../pages/session.ts';
import { snapshot } from '../screenshots.ts';

const NAME = 'Bożena';
const SURNAME = `Dokumentowska-${Date.now().toString(36)}`;

/** "YYYY-MM-DD" `days` from today. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An instant as the screens write it: "DD-MM-YYYY HH:mm" in Warsaw. */
function shown(iso: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}
const day = (visit: SceneVisit) => shown(visit.startTime).slice(0, 10);

test('reception prints the medical documentation of two visits of a patient', async ({ page, request }) => {
  const api = await MedicalDocumentationApi.as(request);
  const clientId = await api.addPatient(NAME, SURNAME);
  const therapistId = await api.therapistId('Anna', 'Nowak');
  const book = (days: number, notes: string) =>
    api.bookFirstFreeSlot(therapistId, clientId, inDays(days), notes);
  const first = await book(14, '<p>Pierwsza wizyta: ból kolana</p>');
  const second = await book(21, '<p>Druga wizyta: poprawa</p>');
  await api.writeCourse(first.id, '<p>Terapia manualna kolana</p>', '93.1121', 'M54.5');
  const third = await book(28, '<p>Trzecia wizyta: kontrola</p>');

  await logInAs(page, 'recepcja', 'Recepcja123', 'Ewa');
  const docs = new MedicalDocumentationPage(page);
  const table = await docs.openHistory(NAME, SURNAME);
  await expect(table.getByRole('row')).toHaveCount(4);
  await snapshot(page, 'medical-documentation-history');

  // Without a template of type 7: the built-in PDF.
  let dialog = await docs.openPrint(table, shown(second.startTime));
  await expect(dialog.getByText(/Nie wgrano szablonu dokumentacji medycznej/)).toBeVisible();
  await docs.choose(dialog, [shown(first.startTime), shown(second.startTime)]);
  await snapshot(page, 'medical-documentation-dialog');
  const pdfDownload = await docs.print(dialog);
  expect(pdfDownload.suggestedFilename()).toMatch(
    new RegExp(`^Dokumentacja medyczna - ${SURNAME} ${NAME} - .*\\.pdf$`),
  );
  const pdf = readFileSync((await pdfDownload.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text).toContain(`Pacjent: ${NAME} ${SURNAME}`);
  expect(text).toContain(`Wizyta 1: ${day(first)}`);
  expect(text).toContain(`Wizyta 2: ${day(second)}`);
  expect(text).toContain('Pierwsza wizyta: ból kolana');
  expect(text).toContain('Druga wizyta: poprawa');
  expect(text).toContain('Terapia manualna kolana');
  expect(text).toContain('93.1121 Ćwiczenia bierne wykonywane manualnie');
  expect(text).toContain('M54.5 Ból okolicy lędźwiowo-krzyżowej (główne)');
  expect(text).not.toContain(day(third));

  // With the clinic's template: a .docx with the same two visits.
  await api.uploadDocumentationTemplate(
    makeDocx([
      'Dokumentacja: {imie} {nazwisko}',
      '{#wizyty}',
      'Wizyta {data_wizyty}: {uwagi}',
      '{#procedury}',
      'Procedura {kod} {nazwa}',
      '{/procedury}',
      '{/wizyty}',
    ]),
  );
  dialog = await docs.openPrint(table, shown(second.startTime));
  await expect(dialog.getByText(/z wgranego szablonu dokumentacji medycznej/)).toBeVisible();
  await docs.choose(dialog, [shown(first.startTime), shown(second.startTime)]);
  const docxDownload = await docs.print(dialog);
  expect(docxDownload.suggestedFilename()).toMatch(/\.docx$/);
  const xml = new PizZip(readFileSync((await docxDownload.path())!)).file('word/document.xml')!.asText();
  expect(xml).toContain(`Dokumentacja: ${NAME} ${SURNAME}`);
  expect(xml).toContain(`Wizyta ${day(first)}: Pierwsza wizyta: ból kolana`);
  expect(xml).toContain(`Wizyta ${day(second)}: Druga wizyta: poprawa`);
  expect(xml).toContain('Procedura 93.1121 Ćwiczenia bierne wykonywane manualnie');
  expect(xml).not.toContain(day(third));
});
