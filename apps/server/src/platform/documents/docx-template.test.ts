import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { fillDocxTemplate } from './docx-template.ts';
import { docxParagraphs, makeDocx } from './test-docx.ts';

describe('fillDocxTemplate', () => {
  it('fills the tags, escapes the values and leaves a tag without a value empty', async () => {
    const template = makeDocx(['Pacjent: {imie} {nazwisko}', 'PESEL: {pesel}.', '{firma}']);
    const filled = await fillDocxTemplate(template, {
      imie: 'Łucja',
      nazwisko: 'Kowalska & <syn>',
      firma: 'A',
    });
    expect(docxParagraphs(filled)).toEqual(['Pacjent: Łucja Kowalska & <syn>', 'PESEL: .', 'A']);
  });

  it('repeats a loop paragraph for each row', async () => {
    const template = makeDocx(['{#cele}', '- {nazwa}', '{/cele}']);
    const filled = await fillDocxTemplate(template, {
      cele: [{ nazwa: 'Chodzenie' }, { nazwa: 'Bieganie' }],
    });
    expect(docxParagraphs(filled)).toEqual(['- Chodzenie', '- Bieganie']);
  });

  it('refuses broken tags with 409 and names them in the details', async () => {
    const error = await catchError(() => fillDocxTemplate(makeDocx(['{imie i {nazwisko}']), {}));
    expect(error).toMatchObject({ kind: 'conflict', details: '„{imie i ”' });
    expect(error.message).toMatch(/^Szablon dokumentu zawiera błędne znaczniki/);
  });

  it('refuses bytes that are not a .docx', async () => {
    const error = await catchError(() => fillDocxTemplate(Buffer.from('%PDF-1.4'), {}));
    expect(error).toMatchObject({ kind: 'conflict' });
    expect(error.message).toMatch(/nie jest poprawnym plikiem \.docx/);
  });
});

async function catchError(fn: () => Promise<unknown>): Promise<AppError> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('no error');
}
