import { describe, expect, it } from 'vitest';
import { csvRows, type CsvRow } from './csv-rows.ts';

async function* chunks(text: string, size: number) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function rowsOf(text: string, size = text.length || 1, separator?: ';' | ',') {
  const rows: CsvRow[] = [];
  for await (const row of csvRows(chunks(text, size), separator)) rows.push(row);
  return rows;
}

const SAMPLE =
  '"CADASTRO";"NOME";"OBS"\r\n' +
  '"CEIS";"EMPRESA ""FICTÍCIA"" LTDA";"linha um\r\nlinha dois"\r\n' +
  '\r\n' +
  'CEIS;SEM ASPAS;com "aspas" no meio\r\n' +
  '"CEIS";"VAZIA";\r\n' +
  '"CEIS";"FINAL";"sem fim de linha"\x1a';

describe('csvRows', () => {
  it('reads quoted fields, doubled quotes, line ends inside quotes and blank lines, whatever the chunks', async () => {
    const expected = [
      { cells: ['CADASTRO', 'NOME', 'OBS'], line: 1 },
      { cells: ['CEIS', 'EMPRESA "FICTÍCIA" LTDA', 'linha um\r\nlinha dois'], line: 3 },
      { cells: ['CEIS', 'SEM ASPAS', 'com "aspas" no meio'], line: 5 },
      { cells: ['CEIS', 'VAZIA', ''], line: 6 },
      { cells: ['CEIS', 'FINAL', 'sem fim de linha'], line: 7 },
    ];
    for (const size of [1, 2, 3, 7, 64, SAMPLE.length])
      expect(await rowsOf(SAMPLE, size), `chunks of ${size}`).toEqual(expected);
  });

  it('finds the separator in the first line, or takes the one given; LF and CR line ends', async () => {
    expect(await rowsOf('a,b\nc,d\n', 1)).toEqual([
      { cells: ['a', 'b'], line: 1 },
      { cells: ['c', 'd'], line: 2 },
    ]);
    expect(await rowsOf('a;b\rc;d', 1, ',')).toEqual([
      { cells: ['a;b'], line: 1 },
      { cells: ['c;d'], line: 2 },
    ]);
  });

  it('a quote left open (a file cut short) fails naming the line it starts on', async () => {
    const cut = '"A";"B"\n"1";"2"\n"3";"quatro\nsem fim';
    for (const size of [1, 5, cut.length])
      await expect(rowsOf(cut, size)).rejects.toThrow(
        /^Linha 3: o arquivo CSV está malformado ou incompleto/,
      );
  });

  it('an empty file has no rows', async () => {
    expect(await rowsOf('')).toEqual([]);
    expect(await rowsOf('\r\n\r\n')).toEqual([]);
  });
});
