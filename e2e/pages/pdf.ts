import { PDFParse } from 'pdf-parse';

/** The text of a PDF document, its whitespace runs made single spaces. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
