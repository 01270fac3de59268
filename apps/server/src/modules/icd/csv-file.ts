import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { basename } from 'node:path';
import { CsvSyntaxError, parseCsv, type CsvRecord } from './csv.ts';

/*
 * Reading an import's CSV file (the ICD dictionaries, the drug registry) with the operator's messages;
 * `fail` makes the importer's own error (IcdImportError, DrugImportError) of a message.
 */

export type ImportFailure = (message: string) => Error;

/** Refuses a path that is not there, naming it. */
export async function requireCsvFile(path: string, fail: ImportFailure): Promise<void> {
  try {
    await access(path);
  } catch {
    throw fail(`Nie znaleziono pliku ${path}.`);
  }
}

/** The file's text, refusing bytes that are not UTF-8 (an Excel export in Windows-1250, say). */
async function* utf8Chunks(path: string, fail: ImportFailure): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) yield decoder.decode(chunk as Buffer, { stream: true });
    yield decoder.decode();
  } catch (error) {
    if (error instanceof TypeError) throw fail(`Plik ${basename(path)} nie jest zapisany w UTF-8.`);
    throw error;
  }
}

/** The data records of a file with exactly `header`, each with as many fields; blank lines skipped. */
export async function* csvDataRecords(
  path: string,
  header: readonly string[],
  fail: ImportFailure,
): AsyncGenerator<CsvRecord> {
  const name = basename(path);
  await requireCsvFile(path, fail);
  let seenHeader = false;
  try {
    for await (const { line, fields } of parseCsv(utf8Chunks(path, fail))) {
      if (fields.length === 1 && fields[0] === '') continue;
      if (!seenHeader) {
        if (fields.join(',') !== header.join(','))
          throw fail(
            `Plik ${name}: nieprawidłowy nagłówek „${fields.join(',')}” – oczekiwano „${header.join(',')}”.`,
          );
        seenHeader = true;
        continue;
      }
      if (fields.length !== header.length)
        throw fail(
          `Plik ${name}, wiersz ${line}: oczekiwano ${header.length} kolumn, jest ${fields.length}.`,
        );
      yield { line, fields: fields.map((f) => f.trim()) };
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw fail(`Plik ${name}, wiersz ${error.line}: ${error.message}.`);
    throw error;
  }
  if (!seenHeader) throw fail(`Plik ${name} jest pusty.`);
}
