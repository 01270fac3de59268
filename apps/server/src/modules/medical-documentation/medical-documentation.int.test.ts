import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementTemplateDto, MedicalDocumentationOutput } from '@wizytownik/contracts';
import { postForm } from '../../../test/multipart.ts';
import { docxParagraphs, makeDocx } from '../../platform/documents/test-docx.ts';
import { DEFAULT_ICD_DATA_DIR, loadIcdDictionariesIfEmpty } from '../icd/icd.import.ts';
import { clients } from '../patients/patients.tables.ts';
import { users } from '../users/users.tables.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, createVisitsClinic, type VisitsClinic } from '../visits/visits.test-kit.ts';

const M = '/api/services/app/MedicalDocumentation';
const s = {} as { t: TestApp };
beforeAll(async () => {
  s.t = await createTestApp();
  await loadIcdDictionariesIfEmpty(s.t.db, DEFAULT_ICD_DATA_DIR);
}, 120_000);
afterAll(() => s.t.close());

type Call = VisitsClinic['call'];

async function patient(clinic: VisitsClinic) {
  const [row] = await s.t.db
    .insert(clients)
    .values({
      tenantId: clinic.clinic.tenant.id,
      name: 'Żaneta',
      surname: 'Źrebięcka',
      pesel: '90090515836',
      street: 'Długa',
      buildingNumber: '5',
      postcode: '31-147',
      city: 'Kraków',
    })
    .returning({ id: clients.id });
  return row!.id;
}

async function therapistName(clinic: VisitsClinic) {
  const [row] = await s.t.db
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, clinic.therapist.userId));
  return `${row!.name} ${row!.surname}`;
}

/** A patient with three visits: two chosen for the documentation (given out of order), one not. */
async function patientWithVisits(clinic: VisitsClinic) {
  const clientId = await patient(clinic);
  const first = await clinic.book({
    clientId,
    startTime: at('09:00', '2030-01-07'),
    endTime: at('10:00', '2030-01-07'),
    notes:
      '<p>Ból <strong>lędźwiowy</strong> &amp; sztywność</p><ul><li><p>Ćwiczenia rozciągające</p></li></ul>',
  });
  const second = await clinic.book({
    clientId,
    startTime: at('11:00', '2030-01-14'),
    endTime: at('11:45', '2030-01-14'),
    notes: 'Poprawa zakresu ruchu',
  });
  const other = await clinic.book({
    clientId,
    startTime: at('09:00', '2030-01-21'),
    endTime: at('10:00', '2030-01-21'),
    notes: 'Wizyta spoza wydruku',
  });
  return { clientId, first, second, other };
}

const V = '/api/services/app/Visit';

/** Writes the first visit's course through the visit-course module's calls, as a therapist would. */
async function writeCourse(clinic: VisitsClinic, visitId: number) {
  const call = await clinic.as(['Wizytownik_Wizyty', 'Wizytownik_Wizyty_Edycja_Przebiegu']);
  const update = await call({
    method: 'PUT',
    url: `${V}/UpdateVisitProcess`,
    body: {
      id: visitId,
      process: '<p>Ćwiczenia w odciążeniu</p><p>Terapia manualna</p>',
      recognition: '<p>Zespół bólowy <em>kręgosłupa</em></p>',
      recommendations: '<ul><li><p>Basen 2× w tygodniu</p></li><li><p>Unikać dźwigania</p></li></ul>',
    },
  });
  expect(update.status, JSON.stringify(update.body.error)).toBe(200);
  for (const body of [
    { visitID: visitId, icd9_code: '93.1121', description: 'Staw kolanowy lewy' },
    { visitID: visitId, icd9_code: '93.1122' },
  ]) {
    const res = await call({ url: `${V}/AddVisitProcedure`, body });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  }
  for (const body of [
    { visitID: visitId, icd10_code: 'M54.4', description: 'Od 2 tygodni', type: 2 },
    { visitID: visitId, icd10_code: 'M54.5', description: 'Przewlekły', type: 1 },
  ]) {
    const res = await call({ url: `${V}/AddVisitCondition`, body });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  }
}

async function print(call: Call, clientId: number, visitIds: number[]) {
  return call({ url: `${M}/GetMedicalDocumentation`, body: { clientId, visitIds } });
}

async function printed(call: Call, clientId: number, visitIds: number[]) {
  const res = await print(call, clientId, visitIds);
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  const result = res.body.result as MedicalDocumentationOutput;
  return { fileName: result.fileName, bytes: Buffer.from(result.fileBase64, 'base64') };
}

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const TEMPLATE = [
  'Dokumentacja: {imie} {nazwisko}, PESEL {pesel}, {adres}; wizyt: {liczba_wizyt}',
  '{#wizyty}',
  'Wizyta {data_wizyty} {godziny} – {terapeuta} [{status}]',
  'Uwagi: {uwagi}',
  'Przebieg: {przebieg} | Rozpoznanie: {rozpoznanie} | Zalecenia: {zalecenia}',
  '{#procedury}',
  'ICD-9 {kod} {nazwa} – {opis}',
  '{/procedury}',
  '{#rozpoznania}',
  'ICD-10 {kod} {nazwa} ({rodzaj}) – {opis}',
  '{/rozpoznania}',
  '{/wizyty}',
];

async function uploadTemplate(clinic: VisitsClinic, lines = TEMPLATE) {
  const token = await clinic.clinic.login('admin');
  const upload = await postForm(
    s.t,
    '/api/services/app/CompanySettings/UploadAgreeTemplate',
    token,
    { type: '7' },
    { bytes: makeDocx(lines), name: 'dokumentacja.docx' },
  );
  expect(upload.status).toBe(200);
}

const hasSoffice = await promisify(execFile)('soffice', ['--version']).then(
  () => true,
  () => false,
);

describe('medical documentation', () => {
  it('without a type-7 template prints the built-in PDF of the chosen visits, earliest first', async () => {
    const clinic = await createVisitsClinic(s.t);
    const { clientId, first, second } = await patientWithVisits(clinic);
    await writeCourse(clinic, first);
    const { fileName, bytes } = await printed(clinic.call, clientId, [second, first]);
    expect(fileName).toMatch(/^Dokumentacja medyczna - Źrebięcka Żaneta - \d{2}-\d{2}-\d{4}\.pdf$/);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    const therapist = await therapistName(clinic);
    for (const expected of [
      'Dokumentacja medyczna',
      'Pacjent: Żaneta Źrebięcka',
      'PESEL: 90090515836',
      'Adres: Długa 5, 31-147 Kraków',
      'Liczba wizyt: 2',
      'Wizyta 1: 07-01-2030, 09:00–10:00',
      `Terapeuta: ${therapist}`,
      'Ból lędźwiowy & sztywność',
      '• Ćwiczenia rozciągające',
      'Przebieg wizyty Ćwiczenia w odciążeniu Terapia manualna',
      'Procedury medyczne (ICD-9) 93.1121 Ćwiczenia bierne wykonywane manualnie – Staw kolanowy lewy 93.1122 Ćwiczenia bierne redresyjne',
      'Rozpoznanie Zespół bólowy kręgosłupa',
      'Rozpoznania (ICD-10) M54.5 Ból okolicy lędźwiowo-krzyżowej (główne) – Przewlekły M54.4 Rwa kulszowa z bólem lędźwiowo-krzyżowym (współistniejące) – Od 2 tygodni',
      'Zalecenia • Basen 2× w tygodniu • Unikać dźwigania',
      'Wizyta 2: 14-01-2030, 11:00–11:45',
      'Poprawa zakresu ruchu',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf('07-01-2030')).toBeLessThan(text.indexOf('14-01-2030'));
    expect(text).not.toContain('Wizyta spoza wydruku');
    expect(text).not.toContain('<p>');
    // The second visit has no course: only its notes.
    expect(text.slice(text.indexOf('Wizyta 2:'))).not.toContain('Przebieg wizyty');
  });

  it("fills the clinic's type-7 template, visits repeated, rich text as plain lines", async () => {
    const clinic = await createVisitsClinic(s.t);
    const { clientId, first, second } = await patientWithVisits(clinic);
    await writeCourse(clinic, first);
    await uploadTemplate(clinic);
    const { fileName, bytes } = await printed(clinic.call, clientId, [first, second]);
    expect(fileName).toMatch(/^Dokumentacja medyczna - Źrebięcka Żaneta - \d{2}-\d{2}-\d{4}\.docx$/);
    const therapist = await therapistName(clinic);
    const paragraphs = docxParagraphs(bytes);
    expect(paragraphs).toEqual([
      'Dokumentacja: Żaneta Źrebięcka, PESEL 90090515836, Długa 5, 31-147 Kraków; wizyt: 2',
      `Wizyta 07-01-2030 09:00–10:00 – ${therapist} [Planowana]`,
      // The line break of the rich text's two paragraphs is a <w:br/> between the runs.
      'Uwagi: Ból lędźwiowy & sztywność• Ćwiczenia rozciągające',
      'Przebieg: Ćwiczenia w odciążeniuTerapia manualna | Rozpoznanie: Zespół bólowy kręgosłupa | Zalecenia: • Basen 2× w tygodniu• Unikać dźwigania',
      'ICD-9 93.1121 Ćwiczenia bierne wykonywane manualnie – Staw kolanowy lewy',
      'ICD-9 93.1122 Ćwiczenia bierne redresyjne – ',
      'ICD-10 M54.5 Ból okolicy lędźwiowo-krzyżowej (główne) – Przewlekły',
      'ICD-10 M54.4 Rwa kulszowa z bólem lędźwiowo-krzyżowym (współistniejące) – Od 2 tygodni',
      `Wizyta 14-01-2030 11:00–11:45 – ${therapist} [Planowana]`,
      'Uwagi: Poprawa zakresu ruchu',
      'Przebieg:  | Rozpoznanie:  | Zalecenia: ',
    ]);
    // Each line of the rich text is a line break of its own in Word.
    const xml = new PizZip(bytes).file('word/document.xml')!.asText();
    expect(xml).toContain(
      'Ćwiczenia w odciążeniu</w:t></w:r><w:r><w:br/></w:r><w:r><w:t xml:space="preserve">Terapia manualna',
    );
  });

  it.skipIf(!hasSoffice)(
    'the filled .docx opens in LibreOffice, which converts it to PDF',
    async () => {
      const clinic = await createVisitsClinic(s.t);
      const { clientId, first, second } = await patientWithVisits(clinic);
      await writeCourse(clinic, first);
      await uploadTemplate(clinic);
      const { bytes } = await printed(clinic.call, clientId, [first, second]);
      const dir = await mkdtemp(join(tmpdir(), 'dokumentacja-'));
      try {
        await writeFile(join(dir, 'dokumentacja.docx'), bytes);
        await promisify(execFile)(
          'soffice',
          [
            `-env:UserInstallation=file://${dir}/profile`,
            '--headless',
            '--convert-to',
            'pdf',
            '--outdir',
            dir,
            join(dir, 'dokumentacja.docx'),
          ],
          { timeout: 120_000 },
        );
        const text = await pdfText(await readFile(join(dir, 'dokumentacja.pdf')));
        expect(text).toContain('Dokumentacja: Żaneta Źrebięcka, PESEL 90090515836');
        expect(text).toContain('Wizyta 07-01-2030 09:00–10:00');
        expect(text).toContain('Wizyta 14-01-2030 11:00–11:45');
        expect(text).toContain('Ból lędźwiowy & sztywność');
        expect(text).toContain('ICD-9 93.1121 Ćwiczenia bierne wykonywane manualnie – Staw kolanowy lewy');
        expect(text).toContain('ICD-10 M54.5 Ból okolicy lędźwiowo-krzyżowej (główne) – Przewlekły');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  it('lists the agreement templates with type 7 uploaded once it is', async () => {
    const clinic = await createVisitsClinic(s.t);
    const list = async () => {
      const res = await clinic.call({ method: 'GET', url: `${M}/GetAgreeTemplates` });
      expect(res.status).toBe(200);
      return (res.body.result as AgreementTemplateDto[]).find((x) => x.type === 7)!;
    };
    expect(await list()).toMatchObject({ id: 0, typ_opis: 'Dokumentacja medyczna' });
    await uploadTemplate(clinic);
    expect((await list()).id).toBeGreaterThan(0);
  });

  it('refuses a call without Wizytownik_Wizyty_Edycja with 403', async () => {
    const clinic = await createVisitsClinic(s.t);
    const { clientId, first } = await patientWithVisits(clinic);
    const viewer = await clinic.as(['Wizytownik_Wizyty', 'Wizytownik_Klienci']);
    expect((await print(viewer, clientId, [first])).status).toBe(403);
    expect((await viewer({ method: 'GET', url: `${M}/GetAgreeTemplates` })).status).toBe(403);
  });

  it('refuses no visits, another patient’s visit and an unknown patient, with Polish messages', async () => {
    const clinic = await createVisitsClinic(s.t);
    const { clientId, first } = await patientWithVisits(clinic);
    const none = await print(clinic.call, clientId, []);
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body.error)).toContain('Nie wybrano wizyt.');

    const otherPatient = await clinic.addPatient('Nowak');
    const foreign = await print(clinic.call, otherPatient, [first]);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error?.message).toBe('Nie znaleziono wizyty.');

    const unknown = await print(clinic.call, 2_000_000_000, [first]);
    expect(unknown.status).toBe(404);
  });

  it("keeps clinics apart: another clinic's reception cannot print this clinic's patient", async () => {
    const clinic = await createVisitsClinic(s.t);
    const { clientId, first } = await patientWithVisits(clinic);
    const other = await createVisitsClinic(s.t);
    const res = await print(other.call, clientId, [first]);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Źrebięcka');
    // Nor a visit of this clinic under one of its own patients.
    const own = await print(other.call, other.clientId, [first]);
    expect(own.status).toBe(404);
  });

  it('with My calendar alone, a therapist prints only its own visits', async () => {
    const clinic = await createVisitsClinic(s.t);
    const { clientId, first } = await patientWithVisits(clinic);
    const therapist = await clinic.addTherapistUser(['Wizytownik_Moj_Kalendarz', 'Wizytownik_Wizyty_Edycja']);
    expect((await print(therapist.call, clientId, [first])).status).toBe(404);
    const own = await clinic.book({
      clientId,
      therapistId: therapist.id,
      startTime: at('12:00', '2030-01-08'),
      endTime: at('13:00', '2030-01-08'),
      notes: 'Własna wizyta terapeuty',
    });
    const { bytes } = await printed(therapist.call, clientId, [own]);
    expect(await pdfText(bytes)).toContain('Własna wizyta terapeuty');
  });
});
