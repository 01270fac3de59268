import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './csv.ts';

async function records(...chunks: string[]) {
  const out: { line: number; fields: string[] }[] = [];
  for await (const r of parseCsv(chunks)) out.push(r);
  return out;
}

async function fields(...chunks: string[]) {
  return (await records(...chunks)).map((r) => r.fields);
}

describe('parseCsv', () => {
  it.each([
    [
      'plain fields',
      'kod,opis\nA00,Cholera\n',
      [
        ['kod', 'opis'],
        ['A00', 'Cholera'],
      ],
    ],
    [
      'no final line break',
      'a,b\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'CRLF',
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['a comma in quotes', 'A00.9,"Cholera, nieokreślona"\n', [['A00.9', 'Cholera, nieokreślona']]],
    ['doubled quotes', '"Zespół ""X""",y\n', [['Zespół "X"', 'y']]],
    ['a line break in quotes', '"dwa\nwiersze",z\n', [['dwa\nwiersze', 'z']]],
    [
      'empty fields',
      'a,,\n,b,\n',
      [
        ['a', '', ''],
        ['', 'b', ''],
      ],
    ],
    ['an empty quoted field', '"",x\n', [['', 'x']]],
    ['a BOM', '\uFEFFkod,opis\n', [['kod', 'opis']]],
  ])('reads %s', async (_name, text, expected) => {
    expect(await fields(text)).toEqual(expected);
  });

  it('reads the same records whatever the chunks split', async () => {
    const text = 'kod,opis\r\nA00.0,"Cholera, ""01""\r\nbiotyp"\r\nB,c\r\n';
    const whole = await fields(text);
    for (let size = 1; size <= 5; size += 1) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      expect(await fields(...chunks)).toEqual(whole);
    }
    expect(await fields('a\r', '', '\nb')).toEqual([['a'], ['b']]);
    expect(whole).toEqual([
      ['kod', 'opis'],
      ['A00.0', 'Cholera, "01"\r\nbiotyp'],
      ['B', 'c'],
    ]);
  });

  it('numbers records by the line they start on', async () => {
    const lines = (await records('h\n"a\nb"\nc\n')).map((r) => r.line);
    expect(lines).toEqual([1, 2, 4]);
  });

  it.each([
    ['an unclosed quote', 'a,b\n"c,d\n', 2, 'niezamknięty cudzysłów'],
    ['a quote inside an unquoted field', 'a,b\nc"d,e\n', 2, 'cudzysłów wewnątrz pola bez cudzysłowu'],
    ['text after a closing quote', 'a\n\n"c"d,e\n', 3, 'po zamykającym cudzysłowie oczekiwano'],
  ])('refuses %s with its line', async (_name, text, line, message) => {
    const error = await fields(text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect((error as CsvSyntaxError).line).toBe(line);
    expect((error as CsvSyntaxError).message).toContain(message);
  });
});
