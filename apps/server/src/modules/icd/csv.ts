/** One CSV record and the line of the file it starts on (1-based, the header is line 1). */
export interface CsvRecord {
  readonly line: number;
  readonly fields: string[];
}

/** A file that is not valid RFC 4180; `line` is where the problem is. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * Streams the records of RFC 4180 text: fields separated by commas, records by LF or CRLF, a field in
 * double quotes may hold commas, line breaks and doubled quotes (""). A leading BOM is skipped and an
 * empty last line ignored. Chunks may split a record, a field or a CRLF anywhere.
 */
export async function* parseCsv(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<CsvRecord> {
  let fields: string[] = [];
  let field = '';
  /** 'start' of a field, inside an 'unquoted' or 'quoted' one, or just after a quote in a quoted one. */
  let state: 'start' | 'unquoted' | 'quoted' | 'quoteInQuoted' = 'start';
  let line = 1;
  let recordLine = 1;
  let first = true;
  let pendingCr = false;
  const records: CsvRecord[] = [];

  const endField = () => {
    fields.push(field);
    field = '';
    state = 'start';
  };

  for await (const text of chunks) {
    let i = 0;
    if (first && text.length > 0) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) i = 1;
    }
    if (pendingCr && i < text.length) {
      if (text[i] === '\n') i += 1;
      pendingCr = false;
    }
    while (i < text.length) {
      if (state === 'quoted') {
        // Copy up to the next quote in one piece, counting the line breaks inside.
        const quote = text.indexOf('"', i);
        const end = quote === -1 ? text.length : quote;
        const part = text.slice(i, end);
        field += part;
        for (let n = part.indexOf('\n'); n !== -1; n = part.indexOf('\n', n + 1)) line += 1;
        if (quote !== -1) state = 'quoteInQuoted';
        i = end + 1;
        continue;
      }
      const ch = text[i]!;
      i += 1;
      if (state === 'quoteInQuoted') {
        if (ch === '"') {
          field += '"';
          state = 'quoted';
          continue;
        }
        if (ch !== ',' && ch !== '\n' && ch !== '\r')
          throw new CsvSyntaxError(line, 'po zamykającym cudzysłowie oczekiwano przecinka lub końca wiersza');
      }
      if (ch === ',') endField();
      else if (ch === '\n' || ch === '\r') {
        endField();
        records.push({ line: recordLine, fields });
        fields = [];
        line += 1;
        recordLine = line;
        if (ch === '\r') {
          if (i === text.length) pendingCr = true;
          else if (text[i] === '\n') i += 1;
        }
      } else if (ch === '"') {
        if (state !== 'start') throw new CsvSyntaxError(line, 'cudzysłów wewnątrz pola bez cudzysłowu');
        state = 'quoted';
      } else {
        field += ch;
        state = 'unquoted';
      }
    }
    yield* records.splice(0);
  }
  if (state === 'quoted') throw new CsvSyntaxError(recordLine, 'niezamknięty cudzysłów');
  // A last record without a line break; a file that ends with one has nothing left here.
  if (fields.length > 0 || field !== '' || state === 'quoteInQuoted') {
    endField();
    yield { line: recordLine, fields };
  }
}
