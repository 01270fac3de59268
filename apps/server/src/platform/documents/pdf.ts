import { createRequire } from 'node:module';

/**
 * The built-in printouts (a therapy plan, medical documentation): A4 PDFs that embed DejaVu Sans (free
 * licence, `dejavu-fonts-ttf`), because the PDF standard fonts lack Polish letters; they need no fonts
 * installed on the machine.
 */
const require = createRequire(import.meta.url);
export const PDF_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const PDF_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
export const PDF_MARGIN = 50;
export const PDF_GREY = '#555555';

export type Pdf = PDFKit.PDFDocument;

/** A bold label and its value on one line. */
export function pdfField(pdf: Pdf, label: string, value: string) {
  pdf.font(PDF_BOLD).fontSize(10).text(`${label}: `, { continued: true }).font(PDF_REGULAR).text(value);
}

/** 'Strona i z n' at the foot of every page (in the bottom margin, so no new page opens). */
function pageNumbers(pdf: Pdf) {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font(PDF_REGULAR)
      .fontSize(8)
      .fillColor(PDF_GREY)
      .text(`Strona ${i + 1} z ${count}`, PDF_MARGIN, pdf.page.height - PDF_MARGIN / 2 - 4, {
        width: pdf.page.width - 2 * PDF_MARGIN,
        align: 'center',
      });
    pdf.page.margins.bottom = bottom;
  }
}

/** An A4 PDF titled `title`: `draw` writes its content, then every page gets its number. */
export async function renderPdf(title: string, draw: (pdf: Pdf) => void): Promise<Buffer> {
  // Loaded on first use, like every library only some calls need (some 25 MB).
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    bufferPages: true,
    font: PDF_REGULAR,
    lang: 'pl-PL',
    info: { Title: title },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf);
  pageNumbers(pdf);
  pdf.end();
  return done;
}
