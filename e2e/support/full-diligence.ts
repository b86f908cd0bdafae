import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { FINANCIAL_LINE_KEYS } from '../../packages/contracts/src/financial-lines.ts';
import { formatCnpj } from '../../packages/contracts/src/br/cnpj.ts';
import {
  withCnpjCheckDigits,
  withCpfCheckDigits,
} from '../../packages/db/src/testing/factories.ts';
import { certidaoPdf } from '../../apps/api/src/testing/pdfs.ts';
import { SAMPLE_LINES } from '../../apps/api/src/modules/financial-statements/figures.test-support.ts';
import { validCnj } from '../../apps/api/src/modules/lawsuit-imports/files.test-support.ts';
import { daysFromToday, seedDiligenceWithEntity, uploadFile } from './documents.ts';
import { callApi } from './journey.ts';

export interface FullDiligence {
  diligenceId: string;
  /** The target company (PJ). */
  entityId: string;
  /** Its certidão with a file. */
  documentId: string;
  /** The financial-statement company of the target's CNPJ. */
  financialCompanyId: string;
}

const TRACK = 'M&A — aquisição de empresa';

/**
 * A diligence of the signed-in ADMIN with real content on every screen: a target company with a
 * long name and two partners, a certidão with its PDF, two lawsuits, three years of financial
 * statements in the hundreds of millions, and an exported PDF report (ready).
 */
export async function seedFullDiligence(page: Page): Promise<FullDiligence> {
  const cnpj = withCnpjCheckDigits('LN7CE5A90001');
  const { diligenceId, entityId } = await seedDiligenceWithEntity(page, {
    title: 'Aquisição da Construtora Horizonte Participações S.A.',
    trackName: TRACK,
    entityName: 'Construtora Horizonte Participações S.A.',
    cnpj,
    dueDate: daysFromToday(45),
  });
  const d = `/diligences/${diligenceId}`;
  const partner = (body: Record<string, unknown>) =>
    callApi(page, 'POST', `${d}/entities`, { ...body, parentEntityId: entityId }, 201);
  await partner({
    kind: 'PJ',
    name: 'Holding Sigma Investimentos e Participações Ltda',
    document: withCnpjCheckDigits('123456780001'),
    roleInDiligence: 'SOCIO',
    relation: 'Sócio administrador',
    sharePercent: 62.5,
  });
  await partner({
    kind: 'PF',
    name: 'Beatriz Nogueira de Albuquerque Cavalcanti',
    document: withCpfCheckDigits('529982247'),
    roleInDiligence: 'SOCIO',
    relation: 'Sócia',
    sharePercent: 37.5,
  });

  const e = `${d}/entities/${entityId}`;
  const types = (
    await callApi<{ items: { _id: string; name: string }[] }>(page, 'GET', '/document-types/active')
  ).items;
  const federal = types.find((t) => t.name.startsWith('CND de Débitos Federais'))!;
  const document = await callApi<{ _id: string }>(page, 'POST', `${e}/documents`, {
    documentTypeId: federal._id,
  });
  await uploadFile(
    page,
    `${d}/documents/${document._id}/files`,
    'certidão federal.pdf',
    await certidaoPdf(
      'MINISTÉRIO DA FAZENDA',
      'CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS',
      'E À DÍVIDA ATIVA DA UNIÃO',
      `Nome: CONSTRUTORA HORIZONTE PARTICIPAÇÕES S.A.   CNPJ: ${formatCnpj(cnpj)}`,
      'Não constam pendências em seu nome.',
      'Emitida às 10:12:01 do dia 01/10/2026.',
      'Válida até 30/03/2027.',
    ),
  );

  await callApi(page, 'POST', `${e}/lawsuits`, {
    cnjNumber: validCnj(21),
    area: 'TRABALHISTA',
    side: 'PASSIVO',
    court: 'TRT2',
    counterparty: 'Maria Aparecida de Souza Figueiredo',
    claimValue: '1250000.00',
    filedAt: '2023-04-10',
    risk: 'PROVAVEL',
    estimatedLoss: '820000.00',
  });
  await callApi(page, 'POST', `${e}/lawsuits`, {
    cnjNumber: validCnj(22),
    area: 'CIVEL',
    side: 'ATIVO',
    court: 'TJSP',
    claimValue: '10000.00',
    risk: 'REMOTA',
  });

  const company = await callApi<{ _id: string }>(
    page,
    'POST',
    '/financial-companies',
    { cnpj, name: 'Construtora Horizonte Participações S.A.' },
    201,
  );
  for (const [fiscalYear, scale] of [
    [2023, 400_000],
    [2024, 450_000],
    [2025, 500_000],
  ] as const) {
    await callApi(page, 'POST', `/financial-companies/${company._id}/statements`, {
      fiscalYear,
      lines: Object.fromEntries(
        FINANCIAL_LINE_KEYS.map((key) => [key, (Number(SAMPLE_LINES[key]) * scale).toFixed(2)]),
      ),
    });
  }

  await callApi(page, 'POST', `${d}/reports`, { format: 'PDF', kind: 'PADRAO' });
  await expect
    .poll(
      async () =>
        (await callApi<{ items: { state: string }[] }>(page, 'GET', `${d}/reports`)).items[0]
          ?.state,
      { timeout: 90_000, interval: 500 },
    )
    .toBe('PRONTO');

  return { diligenceId, entityId, documentId: document._id, financialCompanyId: company._id };
}
