import { dayFromToday } from '@lince/contracts/calendar';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../apps/web/src/lib/format.ts';
import { isValidCnpj } from '../packages/contracts/src/br/cnpj.ts';
import { documentTypes, documents } from '../packages/db/src/schema/index.ts';
import {
  createDiligence,
  createEntity,
  withCnpjCheckDigits,
} from '../packages/db/src/testing/factories.ts';
import { callApi, expectAccessible, readAuth, signIn } from './support/journey.ts';
import { demoCompanyAndAnalyst } from './support/demo.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

function cnpjOf(n: number): string {
  const cnpj = withCnpjCheckDigits(`${String(20_000_000 + n * 104_729).slice(-8)}0001`);
  expect(isValidCnpj(cnpj)).toBe(true);
  return cnpj;
}

/** The demo company, its analyst and a document type (for seeding documents). */
async function demo() {
  const db = journey.server.db;
  const [type] = await db
    .select()
    .from(documentTypes)
    .where(eq(documentTypes.active, true))
    .limit(1);
  return { db, ...(await demoCompanyAndAnalyst(db)), type: type! };
}

/** A diligence of the analyst with one entity and one required document. */
async function seedDiligence(
  code: string,
  over: { status?: 'COLETA' | 'REVISAO'; dueDate?: string | null; validUntil?: string | null } = {},
) {
  const { db, company, analyst, type } = await demo();
  const diligence = await createDiligence(db, {
    companyId: company.id,
    ownerId: analyst.id,
    code,
    title: `Diligência ${code}`,
    status: over.status ?? 'COLETA',
    dueDate: over.dueDate ?? null,
    riskRating: 'BAIXO',
    riskJustification: 'Classificação inicial.',
    conclusion: 'Sem óbices.',
  });
  const entity = await createEntity(db, {
    companyId: company.id,
    diligenceId: diligence.id,
    name: `Alvo ${code}`,
  });
  const [document] = await db
    .insert(documents)
    .values({
      companyId: company.id,
      diligenceId: diligence.id,
      entityId: entity.id,
      documentTypeId: type.id,
      source: 'MANUAL',
      required: true,
      validUntil: over.validUntil ?? null,
    })
    .returning();
  return { diligence, entity, document: document!, typeName: type.name };
}

const severityCounts = (page: Page) =>
  page
    .getByRole('list', { name: 'Apontamentos por gravidade' })
    .getByRole('listitem')
    .allInnerTexts();

describe('findings and the computed risk', () => {
  it('a finding of an entity raises its risk and the diligence’s on the overview; resolving it drops them', async () => {
    const { page, context, errors } = await journey.open();
    await signIn(page, DEMO.DEFAULT);
    const userId = (await readAuth(page))!._id as string;
    const diligence = await callApi<{ _id: string }>(
      page,
      'POST',
      '/diligences',
      { title: 'Aquisição da Kappa S.A.', purpose: 'M_A', ownerId: userId },
      201,
    );
    await callApi(
      page,
      'POST',
      `/diligences/${diligence._id}/entities`,
      { kind: 'PJ', name: 'Kappa S.A.', document: cnpjOf(1), roleInDiligence: 'ALVO' },
      201,
    );

    await page.goto(`/diligence/${diligence._id}/sight`);
    await page.getByRole('heading', { level: 1, name: 'Aquisição da Kappa S.A.' }).waitFor();
    // The diligence's header (its chip shows the chosen rating, else the computed one).
    const header = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
    await header.getByLabel('Risco: não classificado').waitFor();
    const panel = page.getByRole('region', { name: 'Apontamentos', exact: true });
    await panel.getByText('Nenhum apontamento registrado.').waitFor();

    await panel.getByRole('button', { name: 'Novo apontamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo apontamento' });
    await dialog.getByRole('textbox', { name: 'Título' }).fill('Execução fiscal em curso');
    await dialog.getByRole('combobox', { name: /Gravidade/ }).click();
    await page.getByRole('option', { name: 'Alta' }).click();
    await dialog.getByRole('combobox', { name: /Sobre/ }).click();
    await page.getByRole('option', { name: 'Kappa S.A.' }).click();
    await dialog
      .getByRole('textbox', { name: 'Recomendação' })
      .fill('Exigir garantia no contrato.');
    await dialog.getByRole('button', { name: 'Registrar apontamento' }).click();
    await dialog.waitFor({ state: 'detached' });

    const item = panel.getByRole('listitem', { name: 'Execução fiscal em curso' });
    await item.getByText('Parte: Kappa S.A.').waitFor();
    // The diligence's computed risk (header chip) and the entity's (Partes por risco) follow.
    await header.getByLabel('Risco: Alto').waitFor();
    await page.getByRole('list', { name: 'Partes por risco' }).getByText('Alto').waitFor();
    await expect
      .poll(() => severityCounts(page))
      .toEqual(['0\nBaixa', '0\nMédia', '1\nAlta', '0\nCrítica']);
    const shown = await callApi<{ risk: { computed: string | null; rating: string | null } }>(
      page,
      'GET',
      `/diligences/${diligence._id}`,
    );
    expect(shown.risk).toMatchObject({ computed: 'ALTO', rating: null });
    await expectAccessible(page);

    await item
      .getByRole('button', { name: 'Resolver apontamento Execução fiscal em curso' })
      .click();
    await item.getByText(/^Resolvido em /).waitFor();
    await header.getByLabel('Risco: não classificado').waitFor();
    await expect
      .poll(() => severityCounts(page))
      .toEqual(['0\nBaixa', '0\nMédia', '0\nAlta', '0\nCrítica']);

    // Reopened, it counts again.
    await item
      .getByRole('button', { name: 'Reabrir apontamento Execução fiscal em curso' })
      .click();
    await header.getByLabel('Risco: Alto').waitFor();

    // The analyst's override wins the chip; the computed value stays beside it.
    await header.getByRole('button', { name: 'Alterar risco' }).click();
    const riskDialog = page.getByRole('dialog', { name: /^Alterar risco/ });
    await riskDialog.getByText('Alto', { exact: true }).waitFor();
    await riskDialog.getByRole('combobox', { name: /Classificação de risco/ }).click();
    await page.getByRole('option', { name: 'Baixo' }).click();
    await riskDialog
      .getByRole('textbox', { name: /Justificativa/ })
      .fill('Garantia real suficiente.');
    await riskDialog.getByRole('button', { name: 'Salvar risco' }).click();
    await riskDialog.waitFor({ state: 'detached' });
    await header.getByLabel('Risco: Baixo').waitFor();
    await header.getByText('Calculado: Alto').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a move into Concluída with a required document pending opens a dialog listing it, with links', async () => {
    const code = 'DD-2026-0901';
    const { diligence, entity, document, typeName } = await seedDiligence(code, {
      status: 'REVISAO',
    });
    const { page, context, errors } = await journey.open({ allow: [/status of 422/] });
    await signIn(page, DEMO.DEFAULT);
    await page.goto('/diligence-kanban');
    await page.getByRole('heading', { level: 1, name: 'Quadro de diligências' }).waitFor();
    await page.getByRole('button', { name: `Mover ${code} para…` }).click();
    await page
      .getByRole('menu', { name: `Mover ${code} para` })
      .getByRole('menuitem', { name: 'Concluída' })
      .click();

    const dialog = page.getByRole('dialog', { name: `${code} ainda não pode ser concluída` });
    await dialog
      .getByText('Para concluir a diligência, analise ou dispense 1 documento obrigatório.')
      .waitFor();
    const list = dialog.getByRole('list', { name: 'Documentos obrigatórios pendentes' });
    expect(
      await list.getByRole('link', { name: `Documentos de Alvo ${code}` }).getAttribute('href'),
    ).toBe(`/diligence/${diligence.id}/entity/${entity.id}`);
    const docLink = list.getByRole('link', { name: typeName });
    expect(await docLink.getAttribute('href')).toBe(`/diligence/${diligence.id}/${document.id}`);
    await list.getByText('— Pendente').waitFor();
    await expectAccessible(page);

    // The card stayed in Em revisão.
    await dialog.getByRole('button', { name: 'Entendi' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: 'Em revisão', exact: true })
      .getByRole('listitem')
      .filter({ hasText: code })
      .waitFor();

    // The link opens the document's analysis.
    await page.getByRole('button', { name: `Mover ${code} para…` }).click();
    await page
      .getByRole('menu', { name: `Mover ${code} para` })
      .getByRole('menuitem', { name: 'Concluída' })
      .click();
    await dialog.getByRole('link', { name: typeName }).click();
    await page.waitForURL((url) => url.pathname === `/diligence/${diligence.id}/${document.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the home lists the documents expiring (expired first) with links to their analysis', async () => {
    const expired = await seedDiligence('DD-2026-0902', { validUntil: dayFromToday(-2) });
    const soon = await seedDiligence('DD-2026-0903', { validUntil: dayFromToday(12) });
    const { page, context, errors } = await journey.open();
    await signIn(page, DEMO.DEFAULT);
    const section = page.getByRole('region', { name: 'Documentos vencendo' });
    const list = section.getByRole('list', { name: 'Documentos vencidos ou vencendo' });
    const first = list.getByRole('link').filter({ hasText: 'DD-2026-0902' });
    await first.getByText('Vencido').waitFor();
    await first.getByText(`Venceu em ${formatDay(dayFromToday(-2))}`).waitFor();
    const second = list.getByRole('link').filter({ hasText: 'DD-2026-0903' });
    await second.getByText(`Vence em ${formatDay(dayFromToday(12))}`).waitFor();
    const codes = await list.getByRole('link').allInnerTexts();
    const at = (c: string) => codes.findIndex((t) => t.includes(c));
    expect(at('DD-2026-0902')).toBeLessThan(at('DD-2026-0903'));
    await expectAccessible(page);
    await second.click();
    await page.waitForURL(
      (url) => url.pathname === `/diligence/${soon.diligence.id}/${soon.document.id}`,
    );
    expect(expired.document.id).not.toBe(soon.document.id);
    expect(errors).toEqual([]);
    await context.close();
  });
});
