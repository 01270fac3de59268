import { clinicDateTime, formatDate, formatTime, richTextLines } from '@wizytownik/domain';
import {
  PDF_BOLD,
  PDF_GREY,
  PDF_REGULAR,
  pdfField,
  renderPdf,
  type Pdf,
} from '../../platform/documents/pdf.ts';
import type { MedicalDocumentation, DocumentedVisit } from './documentation.ts';
import { conditionLine, procedureLine } from './documentation-template.ts';

/**
 * The built-in medical documentation, used when the clinic has not uploaded a template of type 7.
 */

export const DOCUMENTATION_PDF_TITLE = 'Dokumentacja medyczna';

function field(pdf: Pdf, label: string, value: string) {
  if (value) pdfField(pdf, label, value);
}

/** A labelled block of lines; nothing when there are none. */
function block(pdf: Pdf, label: string, lines: readonly string[]) {
  if (lines.length === 0) return;
  pdf.moveDown(0.3).font(PDF_BOLD).fontSize(10).text(label);
  pdf.font(PDF_REGULAR).fontSize(10);
  for (const line of lines) pdf.text(line, { indent: 10 });
}

function visit(pdf: Pdf, v: DocumentedVisit, index: number) {
  const date = formatDate(clinicDateTime(v.startTime).date);
  pdf
    .moveDown(0.8)
    .font(PDF_BOLD)
    .fontSize(12)
    .text(`Wizyta ${index + 1}: ${date}, ${formatTime(v.startTime)}–${formatTime(v.endTime)}`);
  pdf
    .font(PDF_REGULAR)
    .fontSize(9)
    .fillColor(PDF_GREY)
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
  if (empty) pdf.moveDown(0.3).font(PDF_REGULAR).fontSize(10).text('Brak opisu przebiegu wizyty.');
}

export function renderDocumentationPdf({ header: h, visits }: MedicalDocumentation): Promise<Buffer> {
  return renderPdf(`${DOCUMENTATION_PDF_TITLE} – ${h.imie} ${h.nazwisko}`, (pdf) => {
    pdf.font(PDF_REGULAR).fontSize(9).fillColor(PDF_GREY).text(h.nazwa_firmy);
    if (h.adres_firmy) pdf.text(h.adres_firmy);
    pdf.fillColor('black').moveDown(0.5);
    pdf.font(PDF_BOLD).fontSize(18).text(DOCUMENTATION_PDF_TITLE).moveDown(0.6);
    field(pdf, 'Pacjent', `${h.imie} ${h.nazwisko}`);
    field(pdf, 'PESEL', h.pesel);
    field(pdf, 'Data urodzenia', h.data_urodzenia);
    field(pdf, 'Adres', h.adres);
    if (h.opiekun_nazwisko) field(pdf, 'Opiekun', `${h.opiekun_imie} ${h.opiekun_nazwisko}`);
    field(pdf, 'Data wydruku', h.data);
    field(pdf, 'Liczba wizyt', String(visits.length));
    visits.forEach((v, i) => visit(pdf, v, i));
  });
}
