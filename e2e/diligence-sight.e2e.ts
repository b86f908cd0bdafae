import { dayFromToday } from '@lince/contracts/calendar';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj } from '../packages/contracts/src/br/cnpj.ts';
import { isValidCpf } from '../packages/contracts/src/br/cpf.ts';
import { formatDay } from '../apps/web/src/lib/format.ts';
import { withCnpjCheckDigits, withCpfCheckDigits } from '../packages/db/src/testing/factories.ts';
import { callApi, expectAccessible, readAuth, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

/** A valid CPF made from `n` (distinct `n`, distinct CPFs). */
function cpfOf(n: number): string {
  const cpf = withCpfCheckDigits(String(100_000_001 + n * 7919).padStart(9, '0'));
  expect(isValidCpf(cpf)).toBe(true);
  return cpf;
}

/** A valid (numeric) CNPJ made from `n`. */
function cnpjOf(n: number): string {
  const cnpj = withCnpjCheckDigits(`${String(10_000_000 + n * 104_729).slice(-8)}0001`);
  expect(isValidCnpj(cnpj)).toBe(true);
  return cnpj;
}

/** Creates diligences and entities as the signed-in user of `page` (each must answer 201). */
async function apiAs(page: Page) {
  const userId = (await readAuth(page))!._id as string;
  return {
    userId,
    createDiligence: (title: string, dueDate: string) =>
      callApi<{ _id: string; code: string }>(
        page,
        'POST',
        '/diligences',
        { title, purpose: 'M_A', ownerId: userId, dueDate },
        201,
      ),
    createEntity: (diligenceId: string, body: Record<string, unknown>) =>
      callApi<{ _id: string }>(page, 'POST', `/diligences/${diligenceId}/entities`, body, 201),
  };
}

async function openAsAnalyst() {
  const watched = await journey.open();
  await signIn(watched.page, DEMO.DEFAULT);
  return watched;
}

const graphOf = (page: Page) => page.getByTestId('ownership-graph');

describe('diligence overview (/diligence/:id/sight)', () => {
  it('shows the ownership graph with links, the timeline, the deadline and no findings', async () => {
    const { page, context, errors } = await openAsAnalyst();
    const api = await apiAs(page);
    const due = dayFromToday(5);
    const diligence = await api.createDiligence('Aquisição da Ômega S.A.', due);
    const target = await api.createEntity(diligence._id, {
      kind: 'PJ',
      name: 'Ômega S.A.',
      document: cnpjOf(1),
      roleInDiligence: 'ALVO',
    });
    const holding = await api.createEntity(diligence._id, {
      kind: 'PJ',
      name: 'Holding Sigma Ltda',
      document: cnpjOf(2),
      roleInDiligence: 'SOCIO',
      parentEntityId: target._id,
      relation: 'Sócio',
      sharePercent: 60,
    });
    const partner = await api.createEntity(diligence._id, {
      kind: 'PF',
      name: 'Beatriz Nogueira',
      document: cpfOf(1),
      roleInDiligence: 'SOCIO',
      parentEntityId: target._id,
      relation: 'Sócio',
      sharePercent: 40,
    });
    await api.createEntity(diligence._id, {
      kind: 'PF',
      name: 'Caio Prado',
      document: cpfOf(2),
      roleInDiligence: 'ADMINISTRADOR',
      parentEntityId: holding._id,
      relation: 'Administrador',
    });

    await page.goto(`/diligence/${diligence._id}/sight`);
    await page.getByRole('heading', { level: 1, name: 'Aquisição da Ômega S.A.' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Seções da diligência' });
    expect(await nav.getByRole('link', { name: 'Visão geral' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // The graph: four nodes, each a link to its row; edges labelled with relation and share.
    const graph = graphOf(page);
    await graph.waitFor();
    const links = graph.getByRole('link');
    await expect.poll(() => links.count()).toBe(4);
    const holdingNode = graph.getByRole('link', { name: /^Holding Sigma Ltda/ });
    expect(await holdingNode.getAttribute('aria-label')).toBe(
      `Holding Sigma Ltda, PJ · ${formatCnpj(cnpjOf(2))}, Risco não classificado, Sócio`,
    );
    await graph.getByText('Sócio · 60,00%').waitFor();
    await graph.getByText('Sócio · 40,00%').waitFor();
    await graph.getByText('Administrador', { exact: true }).waitFor();

    // Findings: every severity at zero, and said so.
    await page.getByText('Nenhum apontamento ainda.').waitFor();
    const findings = page.getByRole('list', { name: 'Apontamentos por gravidade' });
    expect(await findings.getByRole('listitem').allInnerTexts()).toEqual([
      '0\nBaixa',
      '0\nMédia',
      '0\nAlta',
      '0\nCrítica',
    ]);

    // Deadlines: the due date as dd/mm/aaaa and the days left.
    const deadlines = page.getByRole('list', { name: 'Prazos' });
    await deadlines.getByText(`${formatDay(due)} · em 5 dias`).waitFor();

    // Timeline, newest first: the four entity additions, then the creation.
    const timeline = page.getByRole('list', { name: 'Atividades da diligência' });
    await timeline.waitFor();
    const entries = timeline.getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(5);
    const texts = await entries.allInnerTexts();
    expect(texts.slice(0, 4).every((t) => t.startsWith('Parte adicionada'))).toBe(true);
    expect(texts[0]).toContain('Caio Prado');
    expect(texts[3]).toContain('Ômega S.A.');
    expect(texts[4]).toMatch(/^Diligência criada/);
    expect(texts[4]).toContain(diligence.code);

    await expectAccessible(page);

    // Keyboard: a node is focusable and opens the entity screen on Enter with ?entity=.
    const partnerNode = graph.getByRole('link', { name: /^Beatriz Nogueira/ });
    await partnerNode.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) =>
        url.pathname === `/diligence/${diligence._id}` && url.search === `?entity=${partner._id}`,
    );
    await page.getByRole('heading', { level: 1, name: 'Aquisição da Ômega S.A.' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws 50 entities without overlapping nodes, and lists them as a tree', async () => {
    const { page, context, errors } = await openAsAnalyst();
    const api = await apiAs(page);
    const diligence = await api.createDiligence('Grupo Lambda: 50 partes', dayFromToday(-2));
    // A target, 7 holdings, 4 partners under each holding, 2 partners under the first partner of
    // each of the first 5 holdings, and a few entities without any relation.
    const target = await api.createEntity(diligence._id, {
      kind: 'PJ',
      name: 'Lambda Participações S.A.',
      document: cnpjOf(100),
      roleInDiligence: 'ALVO',
    });
    let n = 0;
    let made = 1;
    const add = async (parentEntityId: string | null, kind: 'PF' | 'PJ', share: number | null) => {
      n += 1;
      made += 1;
      return api.createEntity(diligence._id, {
        kind,
        name: `${kind === 'PJ' ? 'Empresa' : 'Pessoa'} ${String(n).padStart(2, '0')}`,
        document: kind === 'PJ' ? cnpjOf(100 + n) : cpfOf(100 + n),
        roleInDiligence: parentEntityId ? 'SOCIO' : 'OUTRO',
        ...(parentEntityId ? { parentEntityId, relation: 'Sócio', sharePercent: share } : {}),
      });
    };
    for (let h = 0; h < 7; h++) {
      const holding = await add(target._id, 'PJ', 14.28);
      for (let p = 0; p < 4; p++) {
        const partner = await add(holding._id, p === 0 ? 'PJ' : 'PF', 25);
        if (p === 0 && h < 5) for (let q = 0; q < 2; q++) await add(partner._id, 'PF', 50);
      }
    }
    while (made < 50) await add(null, 'PF', null);

    await page.goto(`/diligence/${diligence._id}/sight`);
    const graph = graphOf(page);
    await graph.waitFor();
    await expect.poll(() => graph.getByRole('link').count()).toBe(50);
    const boxes = await graph.evaluate((svg) =>
      Array.from(svg.querySelectorAll('a')).map((a) => {
        const r = a.getBoundingClientRect();
        return { href: a.getAttribute('href'), x: r.x, y: r.y, w: r.width, h: r.height };
      }),
    );
    expect(boxes.every((b) => b.href?.startsWith(`/diligence/${diligence._id}?entity=`))).toBe(
      true,
    );
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const apart =
          a.x + a.w <= b.x + 0.5 ||
          b.x + b.w <= a.x + 0.5 ||
          a.y + a.h <= b.y + 0.5 ||
          b.y + b.h <= a.y + 0.5;
        expect(apart, `${a.href} overlaps ${b.href}`).toBe(true);
      }
    await expectAccessible(page);
    // Overdue deadline: red and said so.
    await page
      .getByRole('list', { name: 'Prazos' })
      .getByText(`${formatDay(dayFromToday(-2))} · vencido há 2 dias`)
      .waitFor();

    // Zoom changes the drawing's size; reset brings it back.
    const width = Number(await graph.getAttribute('width'));
    await page.getByRole('button', { name: 'Ampliar' }).click();
    await expect.poll(async () => Number(await graph.getAttribute('width'))).toBe(width * 1.25);
    await page.getByRole('button', { name: 'Tamanho original (100%)' }).click();
    await expect.poll(async () => Number(await graph.getAttribute('width'))).toBe(width);

    // Wide screens: three cards side by side; below 1280 px, one column.
    const leftOf = async (title: string) =>
      (await page.getByRole('region', { name: title, exact: true }).boundingBox())!.x;
    expect(await leftOf('Prazos')).toBeGreaterThan(await leftOf('Apontamentos por gravidade'));
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect
      .poll(async () => (await leftOf('Prazos')) - (await leftOf('Apontamentos por gravidade')))
      .toBe(0);
    expect(await leftOf('Estrutura societária')).toBe(await leftOf('Linha do tempo'));

    // The accessible alternative: the same tree as nested lists.
    await page.getByRole('button', { name: /Ver como lista/ }).click();
    const tree = page.getByRole('list', { name: 'Estrutura societária' });
    await tree.waitFor();
    // Target + 7 holdings + 28 partners + 10 partners of partners; the other 4 apart.
    expect(await tree.getByRole('link').count()).toBe(46);
    const apart = page.getByRole('list', { name: 'Partes sem vínculo societário' });
    expect(await apart.getByRole('link').count()).toBe(4);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
