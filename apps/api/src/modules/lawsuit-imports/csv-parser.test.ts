import { describe, expect, it } from 'vitest';
import { parseLawsuitCsv } from './csv-parser.ts';
import { csvLine, csvText, lineFields, validCnj } from './files.test-support.ts';
import { TEMPLATE_COLUMNS } from './types.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
/** Windows-1252 for the Latin-1 range the test texts use (á, ç, ã, ª…). */
const windows1252 = (text: string) =>
  new Uint8Array(
    [...text].map((ch) => {
      const code = ch.charCodeAt(0);
      if (code > 0xff) throw new Error(`not in the test range: ${ch}`);
      return code;
    }),
  );

const file = csvText;

describe('parseLawsuitCsv', () => {
  const expected = {
    cnjNumber: validCnj(1),
    court: 'TJSP',
    body: '1ª Vara Cível de São Paulo',
    class: 'Procedimento Comum Cível',
    subjects: ['Indenização por Dano Moral', 'Contratos'],
    area: 'CIVEL',
    side: 'PASSIVO',
    counterparty: 'João da Conceição',
    claimValue: '1234.56',
    filedAt: '2021-03-15',
    status: 'ATIVO',
    phase: 'Conhecimento',
    lastMovementAt: '2024-10-02',
    risk: 'PROVAVEL',
    estimatedLoss: '1000.00',
    notes: 'Ação de cobrança',
    source: 'CSV',
  };

  it.each([
    ['UTF-8 without BOM', utf8],
    ['UTF-8 with BOM', withBom],
    ['Windows-1252', windows1252],
  ])('reads %s with accents intact', (_name, encode) => {
    const result = parseLawsuitCsv(encode(file(csvLine(1))));
    expect(result.rejected).toEqual([]);
    expect(result.rows).toEqual([expected]);
  });

  it('detects the comma separator and quoted fields with separators and line breaks', () => {
    const header = TEMPLATE_COLUMNS.join(',');
    const quoted = (fields: string[]) =>
      fields.map((field) => `"${field.replaceAll('"', '""')}"`).join(',');
    const first = quoted(
      lineFields(2, { assuntos: 'Horas extras, Férias', observacoes: 'Linha 1\nLinha "2"' }),
    );
    const second = quoted(lineFields(3, { perda_estimada: '1000' }));
    const result = parseLawsuitCsv(utf8(`${header}\n${first}\n${second}\n`));
    expect(result.rejected).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      subjects: ['Horas extras', 'Férias'],
      notes: 'Linha 1 Linha "2"',
      claimValue: '1234.56',
    });
    expect(result.rows[1]).toMatchObject({ estimatedLoss: '1000.00' });
  });

  it('accepts enum words in any case, with or without accents, and empty optional cells', () => {
    const result = parseLawsuitCsv(
      utf8(
        file(
          csvLine(4, {
            area: 'trabalhista',
            polo: 'ATIVO',
            risco: 'possível',
            situacao: 'Suspenso',
          }),
          csvLine(5, {
            area: 'TRIBUTÁRIO',
            polo: 'outro',
            risco: '',
            valor_causa: '',
            data_distribuicao: '',
            situacao: 'Baixado',
          }),
          csvLine(6, { risco: 'Remota', valor_causa: '1234.5', perda_estimada: 'R$ 12.345.678,9' }),
        ),
      ),
    );
    expect(result.rejected).toEqual([]);
    expect(result.rows.map((r) => [r.area, r.side, r.risk, r.status])).toEqual([
      ['TRABALHISTA', 'ATIVO', 'POSSIVEL', 'SUSPENSO'],
      ['TRIBUTARIO', 'OUTRO', null, 'BAIXADO'],
      ['CIVEL', 'PASSIVO', 'REMOTA', 'ATIVO'],
    ]);
    expect(result.rows[1]).toMatchObject({ claimValue: null, filedAt: null });
    expect(result.rows[2]).toMatchObject({ claimValue: '1234.50', estimatedLoss: '12345678.90' });
  });

  it('rejects only the bad lines, numbered as a spreadsheet counts, with the reasons', () => {
    const bad = validCnj(9).replace(
      /^(\d{7})(\d)/,
      (_m, seq: string, d: string) => `${seq}${(Number(d) + 1) % 10}`,
    );
    const result = parseLawsuitCsv(
      utf8(
        file(
          csvLine(10),
          csvLine(11, { numero_cnj: bad }),
          '',
          csvLine(12, { area: 'Espacial' }),
          csvLine(13, { valor_causa: '12,3,4', data_distribuicao: '31/02/2021' }),
          csvLine(14, { numero_cnj: '' }),
          csvLine(10),
          csvLine(15, { risco: 'talvez' }),
        ),
      ),
    );
    expect(result.rows.map((r) => r.cnjNumber)).toEqual([validCnj(10)]);
    expect(result.rejected).toEqual([
      {
        line: 3,
        message: expect.stringMatching(
          /^Número CNJ inválido \(“\d{20}”\): os dígitos verificadores não conferem/,
        ),
      },
      { line: 5, message: expect.stringContaining('Área desconhecida: “Espacial”') },
      {
        line: 6,
        message: expect.stringMatching(
          /Valor da causa inválido: “12,3,4”.*; Data de distribuição inválida: “31\/02\/2021”/,
        ),
      },
      { line: 7, message: 'Número CNJ obrigatório' },
      { line: 8, message: 'Número CNJ repetido (já na linha 2)' },
      { line: 9, message: expect.stringContaining('Risco desconhecido: “talvez”') },
    ]);
  });

  it('needs only the CNJ number column: a missing column is unclassified, and left out of what an update changes', () => {
    const header = TEMPLATE_COLUMNS.filter((c) => c !== 'area' && c !== 'risco').join(';');
    const line = lineFields(1).filter((_v, i) => !['area', 'risco'].includes(TEMPLATE_COLUMNS[i]!));
    const result = parseLawsuitCsv(utf8(`${header}\n${line.join(';')}\n`));
    expect(result.rows).toEqual([{ ...expected, area: 'OUTRO', risk: null }]);
    expect(result.fields).not.toContain('area');
    expect(result.fields).not.toContain('risk');
    expect(result.fields).toContain('side');

    const only = parseLawsuitCsv(utf8(`numero_cnj\r\n${validCnj(1)}\r\n${validCnj(2)}\r\n`));
    expect(only.rejected).toEqual([]);
    expect(only.fields).toEqual([]);
    expect(only.rows).toEqual(
      [1, 2].map((n) => ({
        cnjNumber: validCnj(n),
        court: null,
        body: null,
        class: null,
        subjects: [],
        area: 'OUTRO',
        side: 'OUTRO',
        counterparty: null,
        claimValue: null,
        filedAt: null,
        status: 'ATIVO',
        phase: null,
        lastMovementAt: null,
        risk: null,
        estimatedLoss: null,
        notes: null,
        source: 'CSV',
      })),
    );
  });

  it('reads a list of CNJ numbers under another header, or without any, formatted or not', () => {
    const formatted = '0000001-' + validCnj(1).slice(7, 9) + '.2021.8.26.0100';
    for (const text of [
      `Número do processo\n${formatted}\n${validCnj(2)}\n`,
      `${formatted}\n${validCnj(2)}\n`,
      `\uFEFFProcesso;\n${formatted};\n${validCnj(2)};\n`,
    ]) {
      const result = parseLawsuitCsv(utf8(text));
      expect(result.rejected, text).toEqual([]);
      expect(result.rows.map((r) => [r.cnjNumber, r.area, r.side, r.risk])).toEqual([
        [validCnj(1), 'OUTRO', 'OUTRO', null],
        [validCnj(2), 'OUTRO', 'OUTRO', null],
      ]);
    }
    // Without a header the lines count from 1: a bad number is rejected by its own line.
    expect(parseLawsuitCsv(utf8(`${validCnj(1)}\n123\n`)).rejected).toEqual([
      { line: 2, message: expect.stringContaining('Número CNJ inválido (“123”)') },
    ]);
  });

  it('refuses a header without the CNJ number column, in one error for the file', () => {
    const header = TEMPLATE_COLUMNS.filter((c) => c !== 'numero_cnj').join(';');
    expect(() => parseLawsuitCsv(utf8(`${header}\n${csvLine(1)}\n`))).toThrow(
      'Cabeçalho inválido: falta a coluna numero_cnj (o número CNJ do processo); as outras colunas do modelo são opcionais.',
    );
    expect(() => parseLawsuitCsv(utf8(''))).toThrow('O arquivo CSV está vazio.');
  });

  it('refuses a file past 20,000 lines', () => {
    const lines = Array.from({ length: 20_001 }, (_v, n) => csvLine(n + 1));
    expect(() => parseLawsuitCsv(utf8(file(...lines)))).toThrow(
      'O arquivo passa do limite de 20.000 linhas.',
    );
  });

  it('reports an unclosed quote as a malformed file', () => {
    expect(() => parseLawsuitCsv(utf8(file(`${validCnj(1)};"TJSP`)))).toThrow(
      /Arquivo CSV malformado na linha \d+: verifique as aspas/,
    );
  });
});
