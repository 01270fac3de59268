import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { PlanDocument } from './plan-document.ts';
import { renderPlanPdf } from './plan-pdf.ts';

const base: PlanDocument = {
  plan: {
    id: 7,
    clientid: 3,
    rodzajPlanu: 1,
    status: 2,
    zasoby: 'Wspierająca rodzina, pasja do żeglarstwa',
    siecOparcia: 'Żona, brat i grupa wsparcia AA',
    potrzeby: 'Stała praca, regularny sen',
    dataUtworzenia: '2025-03-31T22:30:00.000Z',
    planowanaDataRealizacji: '2025-06-30',
    dataZakoczeniaAnulowania: '2025-05-10T08:00:00.000Z',
    therapistName: 'Łucja Gęślarz',
  },
  patient: { name: 'Zbigniew', surname: 'Źdźbło', pesel: '44051401359' },
  goals: [
    {
      id: 1,
      planTerapiiId: 7,
      nazwa: 'Poprawa snu',
      opis: 'Zasypianie przed północą',
      dataUtworzenia: '2025-04-01T10:00:00.000Z',
      dataZakoczeniaAnulacji: null,
      status: 1,
      tasks: [
        {
          id: 11,
          celId: 1,
          nazwa: 'Dziennik snu',
          opis: 'Codzienne zapiski godzin snu',
          dataUtworzenia: '2025-04-01T10:05:00.000Z',
          dataZakoczeniaAnulacji: null,
          status: 0,
          cel: { nazwa: 'Poprawa snu' },
        },
      ],
    },
    {
      id: 2,
      planTerapiiId: 7,
      nazwa: 'Ćwiczenia oddechowe',
      opis: 'Dwa razy dziennie',
      dataUtworzenia: '2025-04-02T10:00:00.000Z',
      dataZakoczeniaAnulacji: '2025-04-20T10:00:00.000Z',
      status: 3,
      tasks: [],
    },
  ],
};

async function textOf(pdf: Buffer) {
  const parser = new PDFParse({ data: pdf });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}

/** pdf.js may break a line or join runs differently; compare on single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderPlanPdf', () => {
  it('writes a PDF with the plan, its goals and tasks in Polish letters', async () => {
    const pdf = await renderPlanPdf(base);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const result = await textOf(pdf);
    expect(result.total).toBe(1);
    const text = flat(result.text);
    for (const expected of [
      'Plan terapii i zdrowienia',
      'Pacjent: Zbigniew Źdźbło, PESEL 44051401359',
      'Terapeuta: Łucja Gęślarz',
      'Rodzaj planu: Ewaluacja',
      'Status: Zrealizowany',
      // Created late on 31 March UTC, which is already 1 April in Warsaw.
      'Data utworzenia: 01-04-2025',
      'Planowana data realizacji: 30-06-2025',
      'Data zakończenia / anulowania: 10-05-2025',
      'Wspierająca rodzina, pasja do żeglarstwa',
      'Żona, brat i grupa wsparcia AA',
      'Stała praca, regularny sen',
      'Cel 1: Poprawa snu',
      'Status: Realizowany',
      '• Dziennik snu — Planowany',
      'Codzienne zapiski godzin snu',
      'Cel 2: Ćwiczenia oddechowe',
      'Status: Anulowany · utworzono 02-04-2025 · zakończono 20-04-2025',
      'Brak zadań.',
      'Strona 1 z 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says so when a plan has no goals and leaves empty fields as a dash', async () => {
    const pdf = await renderPlanPdf({
      ...base,
      plan: { ...base.plan, zasoby: null, planowanaDataRealizacji: null, dataZakoczeniaAnulowania: null },
      patient: { ...base.patient, pesel: null },
      goals: [],
    });
    const text = flat((await textOf(pdf)).text);
    expect(text).toContain('Pacjent: Zbigniew Źdźbło Terapeuta');
    expect(text).toContain('Planowana data realizacji: —');
    expect(text).toContain('Zasoby —');
    expect(text).toContain('Brak celów.');
  });

  it('continues on further pages, each numbered', async () => {
    const task = base.goals[0]!.tasks[0]!;
    const goals = Array.from({ length: 30 }, (_, i) => ({
      ...base.goals[0]!,
      id: i + 1,
      nazwa: `Cel numer ${i + 1}`,
      tasks: [task, { ...task, id: 100 + i }],
    }));
    const result = await textOf(await renderPlanPdf({ ...base, goals }));
    expect(result.total).toBeGreaterThan(1);
    expect(flat(result.text)).toContain(`Strona ${result.total} z ${result.total}`);
    expect(flat(result.text)).toContain('Cel 30: Cel numer 30');
  });
});
