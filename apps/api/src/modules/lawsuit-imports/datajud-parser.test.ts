import { cnjCheckDigits } from '@lince/contracts/br/cnj';
import { describe, expect, it } from 'vitest';
import { dataJudDay, parseDataJud } from './datajud-parser.ts';
import { dataJudHits, jsonBytes, validCnj } from './files.test-support.ts';

const json = jsonBytes;
const hits = dataJudHits;

const labourCnj = () => {
  const digits = cnjCheckDigits('0000832', '2018', '5', '02', '0001');
  return `0000832${digits}20185020001`;
};

describe('parseDataJud', () => {
  it('merges the degrees of one number: earliest filing, latest movement, subjects joined', () => {
    const number = validCnj(7, 2019);
    const result = parseDataJud(
      json(
        hits(
          {
            numeroProcesso: number,
            tribunal: 'TJSP',
            grau: 'G2',
            classe: { codigo: 198, nome: 'Apelação Cível' },
            orgaoJulgador: { codigo: 9, nome: '5ª Câmara de Direito Privado' },
            assuntos: [{ codigo: 10433, nome: 'Indenização por Dano Moral' }, [{ nome: 'Juros' }]],
            dataAjuizamento: '20210510000000',
            movimentos: [
              { nome: 'Conclusão', dataHora: '2024-06-01T13:00:00.000Z' },
              { nome: 'Julgamento', dataHora: '2024-07-01T02:30:00.000Z' },
            ],
          },
          {
            numeroProcesso: number,
            tribunal: 'TJSP',
            grau: 'G1',
            classe: { nome: 'Procedimento Comum Cível' },
            orgaoJulgador: { nome: '2ª Vara Cível' },
            assuntos: [{ nome: 'Indenização por Dano Moral' }, { nome: 'Contratos Bancários' }],
            dataAjuizamento: '2019-03-15T00:00:00.000',
            movimentos: [{ dataHora: '2021-04-30T10:00:00.000Z' }],
          },
          {
            numeroProcesso: labourCnj(),
            tribunal: 'TRT2',
            grau: 'G1',
            classe: { nome: 'Ação Trabalhista - Rito Ordinário' },
            dataAjuizamento: '2018-10-29T00:00:00.000Z',
            unknownExtraKey: true,
          },
        ),
      ),
    );
    expect(result.rejected).toEqual([]);
    expect(result.rows).toEqual([
      {
        cnjNumber: number,
        court: 'TJSP',
        body: '2ª Vara Cível',
        class: 'Procedimento Comum Cível',
        subjects: ['Indenização por Dano Moral', 'Juros', 'Contratos Bancários'],
        // The court of origin's name: "2ª Vara Cível".
        area: 'CIVEL',
        side: 'OUTRO',
        counterparty: null,
        claimValue: null,
        filedAt: '2019-03-15',
        status: 'ATIVO',
        phase: '2º grau',
        // 02:30 UTC on 1 July is still 30 June in Brasília.
        lastMovementAt: '2024-06-30',
        risk: null,
        estimatedLoss: null,
        notes: 'DataJud: G2, G1',
        source: 'DATAJUD',
      },
      expect.objectContaining({
        cnjNumber: labourCnj(),
        area: 'TRABALHISTA',
        // DataJud writes filing dates as midnight UTC: the day itself.
        filedAt: '2018-10-29',
        lastMovementAt: null,
        subjects: [],
      }),
    ]);
  });

  it('rejects the hits with a bad number or date by their position', () => {
    const result = parseDataJud(
      json(
        hits(
          { numeroProcesso: validCnj(1) },
          { numeroProcesso: '12345678901234567890' },
          { numeroProcesso: validCnj(2), dataAjuizamento: '20211341000000' },
          { tribunal: 'TJSP' },
        ),
      ),
    );
    expect(result.rows.map((r) => r.cnjNumber)).toEqual([validCnj(1)]);
    expect(result.rejected).toEqual([
      { line: 2, message: expect.stringContaining('Número CNJ inválido') },
      { line: 3, message: 'Data inválida: “20211341000000”' },
      { line: 4, message: 'Número CNJ obrigatório' },
    ]);
  });

  it('says so when the file is not DataJud-shaped', () => {
    expect(() => parseDataJud(new TextEncoder().encode('numero;tribunal'))).toThrow(
      'O arquivo não é um JSON válido.',
    );
    for (const shape of [
      { items: [] },
      [],
      { hits: { total: 1 } },
      { hits: { hits: [{ foo: 1 }] } },
    ]) {
      expect(() => parseDataJud(json(shape))).toThrow(
        'O arquivo não tem o formato DataJud (hits.hits[]._source).',
      );
    }
  });

  it('reads both date formats', () => {
    expect(dataJudDay('20190315143000')).toBe('2019-03-15');
    expect(dataJudDay('2019-03-15T12:00:00Z')).toBe('2019-03-15');
    expect(dataJudDay(undefined)).toBeNull();
    expect(() => dataJudDay('ontem')).toThrow('Data inválida: “ontem”');
  });
});
