import { createRequire } from 'node:module';
import { planDate, planItemStatusLabel, planKindLabel, planStatusLabel } from '@wizytownik/domain';
import type { PlanDocument } from './plan-document.ts';

/**
 * The built-in printed plan, used when the tenant has not uploaded a recovery-plan template (type 9).
 * The PDF standard fonts lack Polish letters, so DejaVu Sans (a free licence, from the
 * `dejavu-fonts-ttf` package) is embedded; it works without any fonts installed on the machine.
 */
const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const PLAN_PDF_TITLE = 'Plan terapii i zdrowienia';
const MARGIN = 50;

type Pdf = PDFKit.PDFDocument;

function field(pdf: Pdf, label: string, value: string) {
  pdf.font(BOLD).fontSize(10).text(`${label}: `, { continued: true }).font(REGULAR).text(value);
}

function section(pdf: Pdf, title: string, body?: string | null) {
  pdf.moveDown(0.8).font(BOLD).fontSize(13).text(title).moveDown(0.2);
  if (body !== undefined)
    pdf
      .font(REGULAR)
      .fontSize(10)
      .text(body?.trim() || '—');
}

function goals(pdf: Pdf, document: PlanDocument) {
  section(pdf, 'Cele i zadania');
  if (document.goals.length === 0) pdf.font(REGULAR).fontSize(10).text('Brak celów.');
  document.goals.forEach((goal, i) => {
    pdf
      .moveDown(0.5)
      .font(BOLD)
      .fontSize(11)
      .text(`Cel ${i + 1}: ${goal.nazwa}`);
    pdf
      .font(REGULAR)
      .fontSize(9)
      .fillColor('#555555')
      .text(
        `Status: ${planItemStatusLabel(goal.status)} · utworzono ${planDate(goal.dataUtworzenia)}` +
          (goal.dataZakoczeniaAnulacji ? ` · zakończono ${planDate(goal.dataZakoczeniaAnulacji)}` : ''),
      )
      .fillColor('black')
      .fontSize(10)
      .text(goal.opis);
    if (goal.tasks.length === 0) pdf.fontSize(9).text('Brak zadań.', { indent: 15 });
    for (const task of goal.tasks) {
      pdf
        .moveDown(0.2)
        .font(BOLD)
        .fontSize(10)
        .text(`• ${task.nazwa}`, { indent: 15, continued: true })
        .font(REGULAR)
        .text(` — ${planItemStatusLabel(task.status)}`)
        .fontSize(9)
        .text(task.opis, { indent: 27 });
    }
  });
}

/** 'Strona i z n' at the foot of every page (written into the bottom margin, so no new page opens). */
function pageNumbers(pdf: Pdf) {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font(REGULAR)
      .fontSize(8)
      .fillColor('#555555')
      .text(`Strona ${i + 1} z ${count}`, MARGIN, pdf.page.height - MARGIN / 2 - 4, {
        width: pdf.page.width - 2 * MARGIN,
        align: 'center',
      });
    pdf.page.margins.bottom = bottom;
  }
}

export async function renderPlanPdf(document: PlanDocument): Promise<Buffer> {
  const { plan, patient } = document;
  // Loaded on first use, like every library only some calls need (some 25 MB).
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: REGULAR,
    lang: 'pl-PL',
    info: { Title: PLAN_PDF_TITLE },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font(BOLD).fontSize(18).text(PLAN_PDF_TITLE).moveDown(0.6);
  field(
    pdf,
    'Pacjent',
    `${patient.name} ${patient.surname}${patient.pesel ? `, PESEL ${patient.pesel}` : ''}`,
  );
  field(pdf, 'Terapeuta', plan.therapistName);
  field(pdf, 'Rodzaj planu', planKindLabel(plan.rodzajPlanu));
  field(pdf, 'Status', planStatusLabel(plan.status));
  field(pdf, 'Data utworzenia', planDate(plan.dataUtworzenia));
  field(pdf, 'Planowana data realizacji', planDate(plan.planowanaDataRealizacji));
  field(pdf, 'Data zakończenia / anulowania', planDate(plan.dataZakoczeniaAnulowania));
  section(pdf, 'Zasoby', plan.zasoby);
  section(pdf, 'Sieć oparcia', plan.siecOparcia);
  section(pdf, 'Potrzeby', plan.potrzeby);
  goals(pdf, document);
  pageNumbers(pdf);
  pdf.end();
  return done;
}
