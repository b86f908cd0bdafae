/** Fixtures of the report tests: a diligence with something in every part of the report. */
import type { ReportDocument, ReportSection } from '@lince/contracts';
import {
  documentFiles,
  documents,
  documentTypes,
  financialCompanies,
  financialStatements,
  lawsuits,
  registrations,
} from '@lince/db';
import { createDiligence, createEntity, randomCnpj } from '@lince/db/testing/index';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { SAMPLE_LINES } from '../financial-statements/figures.test-support.ts';
import { validCnj } from '../lawsuits/lawsuits.test-support.ts';
import { callAs, json, type LoggedInUser, type TestApp } from '../../testing/helpers.ts';

export const SHA = 'ab'.repeat(32);

/**
 * A diligence of `analyst` (purpose Crédito, a conclusion) with a PJ target "Alvo Indústria S.A."
 * — a registration (INAPTA, one divergence, a QSA of one), two documents (one expired, with a
 * file), two passive lawsuits (Provável R$ 1.000,00 of R$ 5.000,00; Possível), statements of
 * 2021–2024 for its CNPJ, a finding (Alta) — an empty PF "Pessoa Sem Nada", and a finding of the
 * diligence (Crítica).
 */
export async function seedReportDiligence(t: TestApp, analyst: LoggedInUser, companyId: string) {
  const cnpj = randomCnpj();
  const d = await createDiligence(t.db, {
    companyId,
    ownerId: analyst.user.id,
    title: 'Aquisição da Alvo',
    purpose: 'CREDITO',
    description: 'Crédito de longo prazo.',
    conclusion: 'Recomenda-se seguir com ressalvas.',
  });
  const target = await createEntity(t.db, {
    companyId,
    diligenceId: d.id,
    name: 'Alvo Indústria S.A.',
    document: cnpj,
  });
  const empty = await createEntity(t.db, {
    companyId,
    diligenceId: d.id,
    kind: 'PF',
    name: 'Pessoa Sem Nada',
    document: '52998224725',
    roleInDiligence: 'SOCIO',
  });
  await t.db.insert(registrations).values({
    companyId,
    diligenceId: d.id,
    entityId: target.id,
    source: 'MANUAL',
    conclusion: 'IRREGULAR',
    data: {
      kind: 'PJ',
      razaoSocial: 'ALVO INDUSTRIA SA',
      nomeFantasia: '',
      situacaoCadastral: 'INAPTA',
      dataSituacaoCadastral: '2024-03-05',
      dataInicioAtividade: '2001-02-03',
      naturezaJuridica: 'Sociedade Anônima Fechada',
      porte: 'DEMAIS',
      cnaePrincipal: { codigo: '2511000', descricao: 'Fabricação de estruturas metálicas' },
      cnaesSecundarios: [],
      capitalSocial: '1500000.00',
      endereco: null,
      qsa: [
        {
          nome: 'Fulano de Tal',
          documento: '***222333**',
          qualificacao: 'Diretor',
          entrada: '2010-01-01',
        },
      ],
    },
    divergences: [{ field: 'nome', declared: 'Alvo Indústria S.A.', found: 'ALVO INDUSTRIA SA' }],
  });
  const [type] = await t.db.select({ id: documentTypes.id }).from(documentTypes).limit(1);
  const doc = (validUntil: string, status: 'APROVADO' | 'PENDENTE') => ({
    companyId,
    diligenceId: d.id,
    entityId: target.id,
    documentTypeId: type!.id,
    source: 'MANUAL' as const,
    required: false,
    status,
    result: status === 'APROVADO' ? ('NEGATIVA' as const) : null,
    issuedAt: '2019-07-01',
    validUntil,
  });
  const [expired] = await t.db
    .insert(documents)
    .values([doc('2020-01-01', 'APROVADO'), doc('2099-12-31', 'PENDENTE')])
    .returning();
  await t.db.insert(documentFiles).values({
    companyId,
    diligenceId: d.id,
    entityId: target.id,
    documentId: expired!.id,
    storageKey: `${randomUUID()}.pdf`,
    name: 'certidão-federal.pdf',
    mimeType: 'application/pdf',
    size: 2048,
    sha256: SHA,
  });
  const suit = (n: number, risk: 'PROVAVEL' | 'POSSIVEL', claim: string, loss: string) => ({
    companyId,
    diligenceId: d.id,
    entityId: target.id,
    cnjNumber: validCnj(n),
    area: 'TRABALHISTA' as const,
    side: 'PASSIVO' as const,
    risk,
    claimValue: claim,
    estimatedLoss: loss,
  });
  await t.db
    .insert(lawsuits)
    .values([suit(1, 'PROVAVEL', '5000.00', '1000.00'), suit(2, 'POSSIVEL', '300.00', '50.00')]);
  const [analysed] = await t.db
    .insert(financialCompanies)
    .values({ companyId, cnpj, name: 'Alvo Indústria (demonstrações)' })
    .returning();
  await t.db.insert(financialStatements).values(
    [2021, 2022, 2023, 2024].map((fiscalYear) => ({
      companyId,
      financialCompanyId: analysed!.id,
      fiscalYear,
      periodType: 'ANUAL' as const,
      periodEnd: `${fiscalYear}-12-31`,
      ...SAMPLE_LINES,
    })),
  );
  const finding = async (body: Record<string, unknown>) => {
    const response = await callAs(
      t,
      analyst.session,
      'POST',
      `/v1/diligences/${d.id}/findings`,
      body,
    );
    expect(response.statusCode, response.body).toBe(201);
  };
  await finding({
    entityId: target.id,
    title: 'Cadastro inapto',
    severity: 'ALTA',
    description: 'A Receita aponta a inaptidão.',
    recommendation: 'Exigir a regularização antes do crédito.',
  });
  await finding({ title: 'Garantias insuficientes', severity: 'CRITICA' });
  return { id: d.id, target, empty, cnpj };
}

export async function preview(
  t: TestApp,
  who: LoggedInUser,
  diligenceId: string,
  body: Record<string, unknown> = { kind: 'PADRAO' },
) {
  return callAs(t, who.session, 'POST', `/v1/diligences/${diligenceId}/reports/preview`, body);
}

export async function previewDocument(
  t: TestApp,
  who: LoggedInUser,
  diligenceId: string,
  body?: Record<string, unknown>,
): Promise<ReportDocument> {
  const response = await preview(t, who, diligenceId, body);
  expect(response.statusCode, response.body).toBe(200);
  return json<ReportDocument>(response);
}

/** All the text of a section (headings, runs, fields, cells, notes), one string per block. */
export function textOf(section: ReportSection): string[] {
  return section.blocks.map((b) => {
    switch (b.type) {
      case 'heading':
      case 'note':
        return b.text;
      case 'paragraph':
        return b.runs.map((r) => r.text).join('');
      case 'fields':
        return b.rows.map((r) => `${r.label}: ${r.value}`).join('\n');
      case 'table':
        return [
          b.caption ?? '',
          ...b.rows.map((r) => r.map((c) => c.text).join(' | ')),
          b.rows.length ? '' : (b.empty ?? ''),
        ].join('\n');
      case 'list':
        return b.items.map((i) => i.map((r) => r.text).join('')).join('\n');
    }
  });
}
