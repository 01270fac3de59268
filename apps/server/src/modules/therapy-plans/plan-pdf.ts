import { planDate, planItemStatusLabel, planKindLabel, planStatusLabel } from '@wizytownik/domain';
import {
  PDF_BOLD,
  PDF_GREY,
  PDF_REGULAR,
  pdfField,
  renderPdf,
  type Pdf,
} from '../../platform/documents/pdf.ts';
import type { PlanDocument } from './plan-document.ts';

/** The built-in printed plan, used when the tenant has not uploaded a recovery-plan template (type 9). */
export const PLAN_PDF_TITLE = 'Plan terapii i zdrowienia';

function section(pdf: Pdf, title: string, body?: string | null) {
  pdf.moveDown(0.8).font(PDF_BOLD).fontSize(13).text(title).moveDown(0.2);
  if (body !== undefined)
    pdf
      .font(PDF_REGULAR)
      .fontSize(10)
      .text(body?.trim() || '—');
}

function goals(pdf: Pdf, document: PlanDocument) {
  section(pdf, 'Cele i zadania');
  if (document.goals.length === 0) pdf.font(PDF_REGULAR).fontSize(10).text('Brak celów.');
  document.goals.forEach((goal, i) => {
    pdf
      .moveDown(0.5)
      .font(PDF_BOLD)
      .fontSize(11)
      .text(`Cel ${i + 1}: ${goal.nazwa}`);
    pdf
      .font(PDF_REGULAR)
      .fontSize(9)
      .fillColor(PDF_GREY)
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
        .font(PDF_BOLD)
        .fontSize(10)
        .text(`• ${task.nazwa}`, { indent: 15, continued: true })
        .font(PDF_REGULAR)
        .text(` — ${planItemStatusLabel(task.status)}`)
        .fontSize(9)
        .text(task.opis, { indent: 27 });
    }
  });
}

export function renderPlanPdf(document: PlanDocument): Promise<Buffer> {
  const { plan, patient } = document;
  return renderPdf(PLAN_PDF_TITLE, (pdf) => {
    pdf.font(PDF_BOLD).fontSize(18).text(PLAN_PDF_TITLE).moveDown(0.6);
    pdfField(
      pdf,
      'Pacjent',
      `${patient.name} ${patient.surname}${patient.pesel ? `, PESEL ${patient.pesel}` : ''}`,
    );
    pdfField(pdf, 'Terapeuta', plan.therapistName);
    pdfField(pdf, 'Rodzaj planu', planKindLabel(plan.rodzajPlanu));
    pdfField(pdf, 'Status', planStatusLabel(plan.status));
    pdfField(pdf, 'Data utworzenia', planDate(plan.dataUtworzenia));
    pdfField(pdf, 'Planowana data realizacji', planDate(plan.planowanaDataRealizacji));
    pdfField(pdf, 'Data zakończenia / anulowania', planDate(plan.dataZakoczeniaAnulowania));
    section(pdf, 'Zasoby', plan.zasoby);
    section(pdf, 'Sieć oparcia', plan.siecOparcia);
    section(pdf, 'Potrzeby', plan.potrzeby);
    goals(pdf, document);
  });
}
