import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TherapyGoalDto, TherapyPlanPrintOutput } from '@wizytownik/contracts';
import { createTestClinic, type TestClinic } from '../../../test/factories.ts';
import { postForm } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { docxParagraphs, makeDocx } from '../../platform/documents/test-docx.ts';
import { clients } from '../patients/patients.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const P = '/api/services/app/PlanyTerapiiZdrowienia';

/** A clinic's patient with an open plan (Ewaluacja) holding one goal with one task. */
async function planWithGoal(clinic: TestClinic) {
  const [patient] = await t.db
    .insert(clients)
    .values({ tenantId: clinic.tenant.id, name: 'Jędrzej', surname: 'Żółkiewski', pesel: '90090515836' })
    .returning({ id: clients.id });
  const token = await clinic.login('admin');
  const plan = await t.call<{ id: number }>({
    url: `${P}/Create`,
    token,
    body: {
      clientid: patient!.id,
      rodzajPlanu: 1,
      status: 1,
      siecOparcia: 'Siostra i sąsiedzi',
      planowanaDataRealizacji: '2025-09-30',
    },
  });
  const planTerapiiId = plan.body.result!.id;
  const goal = await t.call<TherapyGoalDto>({
    url: `${P}/CreatePlanTerapiiCel`,
    token,
    body: { planTerapiiId, nazwa: 'Powrót do pracy', opis: 'Pół etatu od września' },
  });
  await t.call({
    url: `${P}/CreatePlanTerapiiZadanie`,
    token,
    body: {
      planTerapiiId,
      celId: goal.body.result!.id,
      nazwa: 'Rozmowa z pracodawcą',
      opis: 'Ustalić godziny',
      status: 2,
    },
  });
  return { token, planTerapiiId };
}

async function print(token: string, planTerapiiId: number) {
  const res = await t.call<TherapyPlanPrintOutput>({
    method: 'GET',
    url: `${P}/GetPlanTerapiiPrint`,
    token,
    query: { planTerapiiId: String(planTerapiiId) },
  });
  expect(res.status).toBe(200);
  return { fileName: res.body.result!.fileName, bytes: Buffer.from(res.body.result!.fileBase64, 'base64') };
}

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('printing a plan', () => {
  it('returns the built-in PDF with the patient, the plan, its goals and tasks', async () => {
    const { token, planTerapiiId } = await planWithGoal(await createTestClinic(t));
    const { fileName, bytes } = await print(token, planTerapiiId);
    expect(fileName).toBe(`plan-terapii-${planTerapiiId}.pdf`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'Pacjent: Jędrzej Żółkiewski, PESEL 90090515836',
      'Terapeuta: Adam Admin',
      'Rodzaj planu: Ewaluacja',
      'Status: Otwarty',
      'Siostra i sąsiedzi',
      'Cel 1: Powrót do pracy',
      '• Rozmowa z pracodawcą — Zrealizowany',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("fills the clinic's recovery-plan template (type 9) instead, goals and tasks repeated", async () => {
    const clinic = await createTestClinic(t);
    const { token, planTerapiiId } = await planWithGoal(clinic);
    const template = makeDocx([
      'Plan: {imie} {nazwisko} ({pesel}), {rodzaj_planu}, {status}',
      'Terapeuta: {terapeuta}; do {planowana_data_realizacji}; sieć: {siec_oparcia}; zasoby: {zasoby}.',
      '{#cele}',
      'Cel: {nazwa} – {opis} [{status}]',
      '{#zadania}',
      '* {nazwa} [{status}, {data_zakonczenia}]',
      '{/zadania}',
      '{/cele}',
    ]);
    const upload = await postForm(
      t,
      '/api/services/app/CompanySettings/UploadAgreeTemplate',
      token,
      { type: '9' },
      {
        bytes: template,
        name: 'plan.docx',
      },
    );
    expect(upload.status).toBe(200);

    const { fileName, bytes } = await print(token, planTerapiiId);
    expect(fileName).toBe(`plan-terapii-${planTerapiiId}.docx`);
    const [head, details, goal, task] = docxParagraphs(bytes);
    expect(head).toBe('Plan: Jędrzej Żółkiewski (90090515836), Ewaluacja, Otwarty');
    expect(details).toBe('Terapeuta: Adam Admin; do 30-09-2025; sieć: Siostra i sąsiedzi; zasoby: .');
    expect(goal).toBe('Cel: Powrót do pracy – Pół etatu od września [Planowany]');
    // The task was created as done: its closing date is the day it was saved.
    expect(task).toMatch(/^\* Rozmowa z pracodawcą \[Zrealizowany, \d{2}-\d{2}-\d{4}\]$/);
  });

  it('answers 404 for an unknown plan', async () => {
    const clinic = await createTestClinic(t);
    const token = await clinic.login('admin');
    const res = await t.call({
      method: 'GET',
      url: `${P}/GetPlanTerapiiPrint`,
      token,
      query: { planTerapiiId: '999999' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error?.message).toBe('Nie znaleziono planu terapii.');
  });
});
