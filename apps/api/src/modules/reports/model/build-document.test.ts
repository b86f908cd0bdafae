import { ReportDocumentSchema, formatCnpj, type ReportBlock } from '@lince/contracts';
import { companies, entities, eq } from '@lince/db';
import { createCompany } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../../testing/helpers.ts';
import { SHA, previewDocument, seedReportDiligence, textOf } from '../reports.test-support.ts';
import { buildReportDocument } from './build-document.ts';

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db, { name: 'Consultoria Exemplo' })).id;
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
});
afterAll(async () => {
  await t.close();
});

const tables = (blocks: ReportBlock[]) =>
  blocks.filter((b): b is Extract<ReportBlock, { type: 'table' }> => b.type === 'table');

describe('the standard report model', () => {
  it('cover, executive summary, scope, a chapter per entity and the files appendix, in Brazilian formats', async () => {
    await t.db
      .update(companies)
      .set({
        settings: { reportBranding: { primaryColor: '#112233', footerText: 'Confidencial' } },
      })
      .where(eq(companies.id, companyId));
    const s = await seedReportDiligence(t, analyst, companyId);
    const doc = await previewDocument(t, analyst, s.id);
    expect(ReportDocumentSchema.parse(doc)).toEqual(doc);
    expect(doc.cover).toMatchObject({
      companyName: 'Consultoria Exemplo',
      accentColor: '#112233',
      footerText: 'Confidencial',
      reportTitle: 'Relatório de due diligence',
      diligenceTitle: 'Aquisição da Alvo',
    });
    expect(doc.cover.logoDataUrl).toBeUndefined();
    expect(doc.cover.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(doc.sections.map((x) => [x.key, x.title])).toEqual([
      ['RESUMO_EXECUTIVO', 'Resumo executivo'],
      ['ESCOPO', 'Escopo'],
      ['ENTIDADE', `Alvo Indústria S.A. — CNPJ ${formatCnpj(s.cnpj)}`],
      ['ENTIDADE', 'Pessoa Sem Nada — CPF 529.982.247-25'],
      ['ANEXO_ARQUIVOS', 'Anexo: arquivos e SHA-256'],
    ]);
    const [summary, scope, target, empty, appendix] = doc.sections.map(textOf);

    // Computed CRITICO (the diligence's Crítica finding): no override, so no justification rows.
    expect(summary![0]).toContain('Classificação de risco: Crítico');
    expect(summary).toContain('Recomenda-se seguir com ressalvas.');
    expect(summary).toContain('2 apontamentos em aberto; 0 resolvidos.');
    expect(summary!.join('\n')).toMatch(/Crítica \| Garantias insuficientes \| Diligência/);
    expect(summary!.join('\n')).toMatch(/Alta \| Cadastro inapto \| Alvo Indústria S.A./);

    expect(scope![0]).toContain('Finalidade: Crédito');
    expect(scope).toContain('Descrição: Crédito de longo prazo.');
    expect(scope!.join('\n')).toContain(
      `Alvo Indústria S.A. | ${formatCnpj(s.cnpj)} | Pessoa jurídica | Alvo | Alto`,
    );

    const all = target!.join('\n');
    for (const part of [
      'Dados cadastrais',
      'Documentos',
      'Processos judiciais',
      'Demonstrações financeiras',
      'Apontamentos e recomendações',
    ])
      expect(target).toContain(part);
    expect(all).toContain('Situação cadastral: Inapta desde 05/03/2024');
    expect(all).toContain('Capital social: R$\u00a01.500.000,00');
    expect(all).toContain('Conclusão da análise: Irregular');
    expect(all).toContain('Nome / razão social | Alvo Indústria S.A. | ALVO INDUSTRIA SA');
    expect(all).toContain('Fulano de Tal | ***.222.333-** | Diretor | 01/01/2010');
    expect(all).toContain('1 documento vencido nesta data.');
    expect(all).toMatch(/\| 01\/07\/2019 \| 01\/01\/2020 \(vencido\)/);
    expect(all).toMatch(/Pendente \| — \| 01\/07\/2019 \| 31\/12\/2099$/m);
    expect(all).toContain('2 processos registrados.');
    expect(all).toContain('Trabalhista | Provável | 1 | R$\u00a05.000,00 | R$\u00a01.000,00');
    expect(all).toContain('Exposição passiva provável (provisão): R$\u00a01.000,00');
    expect(all).toContain('Exposição passiva possível (divulgação): R$\u00a050,00');
    expect(all).toMatch(/0000001-\d{2}\.2023\.8\.26\.0100 \|/);
    expect(all).toContain('Índices de Alvo Indústria (demonstrações)');
    expect(all).toContain('Liquidez corrente | 2,00 | 2,00 | 2,00');
    expect(all).toContain('Margem líquida | 11,1% | 11,1% | 11,1%');
    expect(all).toContain('Cadastro inapto');
    expect(all).toContain('Recomendação: Exigir a regularização antes do crédito.');
    const targetSection = doc.sections[2]!;
    const ratios = tables(targetSection.blocks).find((b) => b.caption?.startsWith('Índices'))!;
    // The last three years, oldest first.
    expect(ratios.columns.map((c) => c.header)).toEqual(['Índice', '2022', '2023', '2024']);
    const docs = tables(targetSection.blocks).find((b) => b.columns[0]!.header === 'Documento')!;
    const expiredRow = docs.rows.find((r) => r[4]!.text.endsWith('(vencido)'))!;
    expect(expiredRow[4]).toEqual({ text: '01/01/2020 (vencido)', tone: 'alerta' });
    // Approved while it was valid, it is never printed as conforming once expired.
    expect(expiredRow[1]).toEqual({ text: 'Aprovado (vencido)', tone: 'alerta' });

    expect(empty).toContain('Nenhuma análise registrada para esta parte até esta data.');
    expect(empty).toContain('Nenhum dado cadastral registrado para esta parte.');
    expect(empty).toContain('Demonstrações financeiras não se aplicam a pessoa física.');
    expect(empty).toContain('Nenhum apontamento registrado para esta parte.');

    // A table per party with files, under its name and CNPJ; the party without files has none.
    expect(appendix!.join('\n')).toContain(
      `Alvo Indústria S.A. — CNPJ ${formatCnpj(s.cnpj)}\n${expiredRow[0]!.text} | certidão-federal.pdf | 2 kB | `,
    );
    expect(appendix!.join('\n')).toContain(SHA);
    expect(appendix!.join('\n')).not.toContain(doc.sections[3]!.title.split(' — ')[0]!);
  });

  it('shows the analyst’s rating beside the computed one with the justification, and the date given', async () => {
    const s = await seedReportDiligence(t, analyst, companyId);
    const risk = await t.app.inject({
      method: 'PUT',
      url: `/v1/diligences/${s.id}/risk`,
      headers: {
        authorization: `Bearer ${analyst.session.AccessToken}`,
        user: analyst.session._id,
      },
      payload: { rating: 'MEDIO', justification: 'Garantias reforçadas em contrato.' },
    });
    expect(risk.statusCode, risk.body).toBe(200);
    const ctx = {
      userId: analyst.user.id,
      companyId,
      role: 'DEFAULT' as const,
      ip: null,
      db: t.db,
    };
    const doc = await buildReportDocument(
      ctx,
      s.id,
      { kind: 'PADRAO' },
      new Date('2026-03-04T12:00:00Z'),
    );
    expect(doc.cover.date).toBe('04/03/2026');
    expect(textOf(doc.sections[0]!)[0]!.split('\n')).toEqual([
      'Classificação de risco: Médio',
      'Risco calculado pelos apontamentos: Crítico',
      'Risco atribuído pelo analista: Médio',
      'Justificativa da classificação: Garantias reforçadas em contrato.',
      'Situação da diligência: A iniciar',
    ]);
  });

  it('names a CPF still to be completed as such (the mask Receita shows)', async () => {
    const s = await seedReportDiligence(t, analyst, companyId);
    await t.db
      .update(entities)
      .set({ name: 'José da Silva', document: '***998224**' })
      .where(eq(entities.id, s.empty.id));
    const doc = await previewDocument(t, analyst, s.id);
    expect(doc.sections.map(textOf)[1]!.join('\n')).toContain(
      'José da Silva | ***.998.224-** (CPF a completar) | Pessoa física',
    );
    expect(doc.sections[3]!.title).toBe('José da Silva — CPF ***.998.224-**');
  });
});
