import {
  PDF_BOLD,
  PDF_GREY,
  PDF_MARGIN,
  PDF_REGULAR,
  pdfField,
  renderPdf,
} from '../../platform/documents/pdf.ts';
import type { P1AccessData, P1Patient, P1Prescription, P1Prescriber } from './port.ts';

/** What the information printout shows (art. 96b Prawo farmaceutyczne; design/integrations.md §3.3). */
export interface InformationPrintout {
  readonly access: P1AccessData;
  readonly patient: P1Patient;
  readonly prescriber: P1Prescriber;
  readonly prescriptions: readonly P1Prescription[];
  /** YYYY-MM-DD. */
  readonly issuedOn: string;
}

/** The package key as a Code 128 barcode (PNG), as pharmacies scan it from the printout. */
export async function packageKeyBarcode(packageKey: string): Promise<Buffer> {
  // Loaded on first use, like every library only some calls need.
  const { default: bwipjs } = await import('bwip-js/node');
  return bwipjs.toBuffer({ bcid: 'code128', text: packageKey, scale: 2, height: 14, includetext: false });
}

const patientId = (p: P1Patient) =>
  p.pesel ? `PESEL ${p.pesel}` : p.otherId ? `${p.otherId.countryCode}/${p.otherId.number}` : '—';

const PAYMENT = (level: string) => (level === 'R' ? 'ryczałt' : level === 'B' ? 'bezpłatnie' : level);

const KIND: Record<P1Prescription['kind'], string | null> = {
  ZW: null,
  PA: 'pro auctore',
  PF: 'pro familiae',
};

/** The lines of what is set beyond the drug: kind, entitlement, 'Realizacja od', N and cito. */
function extraLines(rx: P1Prescription): string[] {
  const entitlement = rx.entitlement?.code
    ? [rx.entitlement.code, rx.entitlement.description].filter(Boolean).join(', ')
    : null;
  const marks = [KIND[rx.kind], rx.noSubstitution && 'nie zamieniać', rx.urgent && 'pilne (cito)'];
  const flags = marks.filter((m): m is string => typeof m === 'string');
  return [
    ...(flags.length ? [`Recepta: ${flags.join(', ')}`] : []),
    ...(entitlement ? [`Uprawnienie dodatkowe: ${entitlement}`] : []),
    ...(rx.realizeFrom ? [`Realizacja od: ${rx.realizeFrom}`] : []),
  ];
}

/**
 * The 'Informacja o wystawionych receptach' printout: the package's access key as a barcode and in
 * digits, the 4-digit code with the patient's PESEL, the drugs with their dosage, payment level and
 * prescription number, and the prescriber.
 */
export async function renderInformationPrintout(data: InformationPrintout): Promise<Buffer> {
  const barcode = await packageKeyBarcode(data.access.packageKey);
  return renderPdf('Informacja o wystawionych receptach', (pdf) => {
    const width = pdf.page.width - 2 * PDF_MARGIN;
    pdf.font(PDF_BOLD).fontSize(16).text('Informacja o wystawionych receptach', { align: 'center' });
    pdf.moveDown(0.5);
    pdf.image(barcode, PDF_MARGIN + (width - 360) / 2, pdf.y, { width: 360, height: 60 });
    pdf.y += 66;
    pdf.font(PDF_REGULAR).fontSize(10).text(`Klucz dostępu: ${data.access.packageKey}`, PDF_MARGIN, pdf.y, {
      width,
      align: 'center',
    });
    pdf.moveDown(0.5);
    pdf.font(PDF_BOLD).fontSize(22).text(`Kod: ${data.access.accessCode}`, { width, align: 'center' });
    pdf
      .font(PDF_REGULAR)
      .fontSize(9)
      .fillColor(PDF_GREY)
      .text('Kod recepty wraz z numerem PESEL pacjenta umożliwia realizację recept w aptece.', {
        width,
        align: 'center',
      })
      .fillColor('black');
    pdf.moveDown(1);
    pdfField(pdf, 'Pacjent', `${data.patient.givenName} ${data.patient.surname}, ${patientId(data.patient)}`);
    pdfField(pdf, 'Data wystawienia', data.issuedOn);
    pdf.moveDown(0.8);
    pdf.font(PDF_BOLD).fontSize(12).text('Leki');
    pdf.moveDown(0.3);
    data.prescriptions.forEach((rx, i) => {
      const number = data.access.prescriptions[i]?.number.extension;
      pdf
        .font(PDF_BOLD)
        .fontSize(10)
        .text(`${i + 1}. ${rx.drugName}`, PDF_MARGIN, pdf.y, { width });
      pdf
        .font(PDF_REGULAR)
        .fontSize(10)
        .text(
          [
            `${rx.type}, ilość opakowań: ${rx.packs}, odpłatność: ${PAYMENT(rx.paymentLevel)}`,
            `Dawkowanie: ${rx.dosage}`,
            ...extraLines(rx),
            ...(number ? [`Numer recepty: ${number}`] : []),
          ].join('\n'),
          PDF_MARGIN + 14,
          pdf.y,
          { width: width - 14 },
        );
      pdf.moveDown(0.5);
    });
    pdf.moveDown(0.8);
    pdf.x = PDF_MARGIN;
    const who = data.prescriber;
    pdfField(pdf, 'Osoba wystawiająca', `${who.givenName} ${who.surname}, PWZ ${who.pwz}`);
    if (who.phone) pdfField(pdf, 'Telefon', who.phone);
  });
}
