import { createRequire } from 'node:module';
import { clinicDateTime, formatDate, formatTime, richTextLines } from '@wizytownik/domain';
import type { MedicalDocumentation, DocumentedVisit } from './documentation.ts';
import { conditionLine, procedureLine } from './documentation-template.ts';

/**
 * The built-in medical documentation, used when the clinic has not uploaded a template of type 7.
 * As the printed therapy plan, it embeds DejaVu Sans (free licence, `dejavu-fonts-ttf`): the PDF
 * standard fonts lack Polish letters.
 */
const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const DOCUMENTATION_PDF_TITLE = 'Dokumentacja medyczna';
const MARGIN = 50;
const GREY = '#555555';

type Pdf = PDFKit.PDFDocument;

function field(pdf: Pdf, label: string, value: string) {
  if (!value) return;
  pdf.font(BOLD).fontSize(10).text(`${label}: `, { continued: true }).font(REGULAR).text(value);
}

/** A labelled block of lines; nothing when there are none. */
function block(pdf: Pdf, label: string, lines: readonly string[]) {
  if (lines.length === 0) return;
  pdf.moveDown(0.3).font(BOLD).fontSize(10).text(label);
  pdf.font(REGULAR).fontSize(10);
  for (const line of lines) pdf.text(line, { indent: 10 });
}

function visit(pdf: Pdf, v: DocumentedVisit, index: number) {
  const date = formatDate(clinicDateTime(v.startTime).date);
  pdf
    .moveDown(0.8)
    .font(BOLD)
    .fontSize(12)
    .text(`Wizyta ${index + 1}: ${date}, ${formatTime(v.startTime)}–${formatTime(v.endTime)}`);
  pdf
    .font(REGULAR)
    .fontSize(9)
    .fillColor(GREY)
    .text(`Terapeuta: ${v.therapistName} · Status: ${v.statusLabel}`)
    .fillColor('black');
  block(pdf, 'Przebieg wizyty', richTextLines(v.process));
  block(pdf, 'Procedury medyczne (ICD-9)', v.procedures.map(procedureLine));
  block(pdf, 'Rozpoznanie', richTextLines(v.recognition));
  block(pdf, 'Rozpoznania (ICD-10)', v.conditions.map(conditionLine));
  block(pdf, 'Zalecenia', richTextLines(v.recommendations));
  block(pdf, 'Uwagi', richTextLines(v.notes));
  const empty =
    !v.process &&
    !v.recognition &&
    !v.recommendations &&
    !v.notes &&
    !v.procedures.length &&
    !v.conditions.length;
  if (empty) pdf.moveDown(0.3).font(REGULAR).fontSize(10).text('Brak opisu przebiegu wizyty.');
}

/** 'Strona i z n' at the foot of every page (in the bottom margin, so no new page opens). */
function pageNumbers(pdf: Pdf) {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font(REGULAR)
      .fontSize(8)
      .fillColor(GREY)
      .text(`Strona ${i + 1} z ${count}`, MARGIN, pdf.page.height - MARGIN / 2 - 4, {
        width: pdf.page.width - 2 * MARGIN,
        align: 'center',
      });
    pdf.page.margins.bottom = bottom;
  }
}

export async function renderDocumentationPdf({ header: h, visits }: MedicalDocumentation): Promise<Buffer> {
  // Loaded on first use, like every library only some calls need.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: REGULAR,
    lang: 'pl-PL',
    info: { Title: `${DOCUMENTATION_PDF_TITLE} – ${h.imie} ${h.nazwisko}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font(REGULAR).fontSize(9).fillColor(GREY).text(h.nazwa_firmy);
  if (h.adres_firmy) pdf.text(h.adres_firmy);
  pdf.fillColor('black').moveDown(0.5);
  pdf.font(BOLD).fontSize(18).text(DOCUMENTATION_PDF_TITLE).moveDown(0.6);
  field(pdf, 'Pacjent', `${h.imie} ${h.nazwisko}`);
  field(pdf, 'PESEL', h.pesel);
  field(pdf, 'Data urodzenia', h.data_urodzenia);
  field(pdf, 'Adres', h.adres);
  if (h.opiekun_nazwisko) field(pdf, 'Opiekun', `${h.opiekun_imie} ${h.opiekun_nazwisko}`);
  field(pdf, 'Data wydruku', h.data);
  field(pdf, 'Liczba wizyt', String(visits.length));
  visits.forEach((v, i) => visit(pdf, v, i));
  pageNumbers(pdf);
  pdf.end();
  return done;
}
