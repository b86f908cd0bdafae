import type { DocumentReading } from '@lince/contracts';
import { entities, eq, sql } from '@lince/db';
import { randomCnpj, withCnpjCheckDigits, withCpfCheckDigits } from '@lince/db/testing/index';
import { describe, expect, it } from 'vitest';
import {
  certidaoPdf,
  corruptPdf,
  imageOnlyPdf,
  passwordPdf,
  zeroPagePdf,
} from '../../../testing/pdfs.ts';
import { callAs, json } from '../../../testing/helpers.ts';
import { ENTITY_CNPJ, formatCnpj as fmt, readingTests } from '../../../testing/readings.ts';

const { s, typeId, readPdf, readingUrl } = readingTests();
const ALPHA_CNPJ = withCnpjCheckDigits('12ABC34501DE');
const PERSON_CPF = withCpfCheckDigits('529982247');

describe('reading uploaded PDFs', () => {
  it('a negative CNDT: type, dates, result and the entity’s CNPJ', async () => {
    const { reading, file } = await readPdf(
      await certidaoPdf(
        'PODER JUDICIÁRIO',
        'JUSTIÇA DO TRABALHO',
        'CERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS',
        'Nome: ALVO PARTICIPAÇÕES S.A.',
        `CNPJ: ${fmt(ENTITY_CNPJ)}`,
        'Certidão nº: 12345678/2026',
        'Expedição: 05/11/2026, às 10:15:22',
        'Validade: 04/05/2027 - 180 (cento e oitenta) dias, contados da data de sua expedição.',
        'Certifica-se que ALVO PARTICIPAÇÕES S.A., inscrito(a) no CNPJ sob o nº',
        `${fmt(ENTITY_CNPJ)}, NÃO CONSTA como inadimplente no Banco Nacional de Devedores Trabalhistas.`,
      ),
    );
    expect(reading).toMatchObject({
      state: 'PRONTA',
      fileId: file.id,
      message: null,
      suggestion: {
        documentTypeId: typeId('CNDT — Certidão Negativa de Débitos Trabalhistas'),
        issuedAt: '2026-11-05',
        validUntil: '2027-05-04',
        result: 'NEGATIVA',
        identifiers: [{ kind: 'CNPJ', value: ENTITY_CNPJ, matchesEntity: true }],
      },
    });
    expect(reading.text).toContain('CERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS\nNome:');
  });

  it('the holder’s name as printed, checked against the party’s name as it is now', async () => {
    const { reading, doc, entity } = await readPdf(
      await certidaoPdf(
        'CERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS',
        'Nome: ASSOCIACAO SOCIAL UNIFAVELA (MATRIZ E FILIAIS)',
        `CNPJ: ${fmt(ENTITY_CNPJ)}`,
        'Expedição: 05/11/2026, às 10:15:22',
      ),
    );
    expect(reading.suggestion).toMatchObject({
      holderName: 'ASSOCIACAO SOCIAL UNIFAVELA (MATRIZ E FILIAIS)',
      holderNameMatchesEntity: false,
      identifiers: [{ kind: 'CNPJ', value: ENTITY_CNPJ, matchesEntity: true }],
    });
    await s.t.db
      .update(entities)
      .set({ name: 'Associação Social Unifavela' })
      .where(eq(entities.id, entity.id));
    const again = json<DocumentReading>(
      await callAs(s.t, s.analyst.session, 'GET', readingUrl(doc.id, doc.diligenceId)),
    );
    expect(again.suggestion).toMatchObject({ holderNameMatchesEntity: true });
  });

  it('positive with negative effects split across lines; other CNPJs, alphanumeric included', async () => {
    const other = randomCnpj();
    const otherAlpha = withCnpjCheckDigits('AB12CD34EF56');
    const { reading } = await readPdf(
      await certidaoPdf(
        'MINISTÉRIO DA FAZENDA',
        'CERTIDÃO POSITIVA COM EFEITOS DE',
        'NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO',
        `Nome: ALVO   CNPJ: ${fmt(ALPHA_CNPJ)}`,
        `Filial incorporada: ${other}; controladora: ${fmt(otherAlpha)}`,
        'Emitida às 10:05:12 do dia 05/11/2026 <hora e data de Brasília>.',
        'Válida até 04/05/2027.',
      ),
      { document: ALPHA_CNPJ },
    );
    expect(reading.suggestion).toEqual({
      documentTypeId: typeId('CND de Débitos Federais e Dívida Ativa da União'),
      origin: 'TEXTO',
      issuedAt: '2026-11-05',
      validUntil: '2027-05-04',
      result: 'POSITIVA_COM_EFEITOS_DE_NEGATIVA',
      identifiers: [
        { kind: 'CNPJ', value: ALPHA_CNPJ, matchesEntity: true },
        { kind: 'CNPJ', value: other, matchesEntity: false },
        { kind: 'CNPJ', value: otherAlpha, matchesEntity: false },
      ],
      // The party is named "Parte …" by the test's factory.
      holderName: 'ALVO',
      holderNameMatchesEntity: false,
      evidence: {
        issuedAt: 'Emitida às 10:05:12 do dia 05/11/2026',
        validUntil: 'Válida até 04/05/2027',
        validityBasis: 'DATA_NO_TEXTO',
        validityDays: null,
      },
    });
  });

  it('a positive protest certidão titled "negativa" for a person: CPF matched, a stranger’s not', async () => {
    const stranger = withCpfCheckDigits('111444777');
    const { reading } = await readPdf(
      await certidaoPdf(
        '1º TABELIÃO DE PROTESTO DE LETRAS E TÍTULOS',
        'CERTIDÃO NEGATIVA DE PROTESTO',
        `Certificamos que em nome de MARIA SÓCIA, CPF ${PERSON_CPF}, CONSTAM os seguintes`,
        `protestos, apresentados por JOÃO CREDOR, CPF 111.444.777-35:`,
        'São Paulo, 5 de novembro de 2026.',
      ),
      { document: PERSON_CPF, kind: 'PF' },
    );
    expect(stranger).toBe('11144477735');
    expect(reading.suggestion).toEqual({
      documentTypeId: typeId('Certidão de Protestos'),
      origin: 'TEXTO',
      issuedAt: '2026-11-05',
      // The type's usual validity (30 days).
      validUntil: '2026-12-05',
      result: 'POSITIVA',
      identifiers: [
        { kind: 'CPF', value: PERSON_CPF, matchesEntity: true },
        { kind: 'CPF', value: stranger, matchesEntity: false },
      ],
      holderName: 'MARIA SÓCIA',
      holderNameMatchesEntity: false,
      // Dated by its signature ("São Paulo, 5 de novembro de 2026").
      evidence: {
        issuedAt: '5 de novembro de 2026',
        validUntil: null,
        validityBasis: 'PRAZO_DO_TIPO',
        validityDays: 30,
      },
    });
  });

  it.each([
    ['Emitida em 05/11/2026', 'Válida até 04/12/2026', ['2026-11-05', '2026-12-04']],
    ['Data de emissão: 05/11/2026', 'Validade: 04/12/2026', ['2026-11-05', '2026-12-04']],
    [
      'Emitida às 09:30 do dia 05/11/2026',
      'Validade: 05/11/2026 a 04/12/2026',
      ['2026-11-05', '2026-12-04'],
    ],
    ['Campinas, 5 de novembro de 2026.', 'Nada mais.', ['2026-11-05', '2026-12-05']],
  ])('dates: "%s" / "%s"', async (issued, valid, [issuedAt, validUntil]) => {
    const { reading } = await readPdf(
      await certidaoPdf('CERTIDÃO DE PROTESTOS', 'NADA CONSTA em nome da empresa.', issued, valid),
    );
    expect(reading.suggestion).toMatchObject({ issuedAt, validUntil, result: 'NEGATIVA' });
  });

  it(
    'a page holding only a picture without words: read by OCR, SEM_TEXTO with the message the screen shows',
    {
      timeout: 90_000,
    },
    async () => {
      const { reading } = await readPdf(await imageOnlyPdf());
      expect(reading).toMatchObject({
        state: 'SEM_TEXTO',
        suggestion: null,
        text: null,
        message:
          'Sem texto legível: nem a leitura por OCR encontrou texto (imagem em branco, borrada ou muito pequena).',
      });
    },
  );

  it.each([
    ['corrupt', corruptPdf, 'corrompido'],
    ['with no page', zeroPagePdf, 'não tem páginas'],
    ['locked by a password', passwordPdf, 'protegido por senha'],
  ])('a PDF %s: FALHOU at once, no retry', async (_, make, words) => {
    const { reading, readingId } = await readPdf(await make());
    expect(reading).toMatchObject({ state: 'FALHOU', suggestion: null });
    expect(reading.message).toContain(words);
    const jobs = (await s.t.db.execute(
      sql`select state, retry_count from pgboss.job where data->>'readingId' = ${readingId}`,
    )) as unknown as { rows: { state: string; retry_count: number }[] };
    expect(jobs.rows).toEqual([{ state: 'completed', retry_count: 0 }]);
  });
});
