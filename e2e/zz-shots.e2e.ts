import { describe, it } from 'vitest';
import { validCnj } from '../apps/api/src/modules/lawsuit-imports/test-files.ts';
import { daysFromToday, seedDiligenceWithEntity } from './support/documents.ts';
import { callApi, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

describe('shots', () => {
  it('shots', { timeout: 120_000 }, async () => {
    const { page } = await journey.open({ width: 1366, height: 768 });
    await signIn(page, DEMO.ADMIN);
    const s = await seedDiligenceWithEntity(page, {
      title: 'Aquisição da Ômega',
      trackName: 'M&A — aquisição de empresa',
      entityName: 'Ômega Indústria e Comércio de Equipamentos S.A.',
      cnpj: '11222333000181',
      dueDate: daysFromToday(30),
    });
    const url = `/diligences/${s.diligenceId}/entities/${s.entityId}/lawsuits`;
    const areas = ['TRABALHISTA', 'CIVEL', 'TRIBUTARIO', 'CONSUMIDOR'];
    const risks = ['PROVAVEL', 'POSSIVEL', 'REMOTA', null];
    for (let i = 0; i < 12; i += 1)
      await callApi(page, 'POST', url, {
        cnjNumber: validCnj(100 + i),
        area: areas[i % 4],
        side: i % 3 === 0 ? 'ATIVO' : 'PASSIVO',
        court: 'TJSP',
        body: '3ª Vara Cível do Foro Central de São Paulo',
        class: 'Procedimento Comum Cível',
        counterparty: `Contraparte ${i} Comércio Ltda`,
        claimValue: `${(i + 1) * 12345}.67`,
        filedAt: '2022-03-15',
        lastMovementAt: '2024-10-02',
        risk: risks[i % 4],
        estimatedLoss: `${(i + 1) * 1000}.00`,
      });
    await page.goto(`/diligence/${s.diligenceId}/law-suits/${s.entityId}`);
    await page.getByRole('table', { name: 'Processos', exact: true }).getByRole('row').nth(3).waitFor();
    await page.screenshot({ path: '/tmp/lw-shots/wide-top.png' });
    await page.screenshot({ path: '/tmp/lw-shots/wide-full.png', fullPage: true });
    await page.getByRole('button', { name: 'Adicionar processo' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/lw-shots/wide-dialog.png' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Importar processos' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/lw-shots/wide-import.png' });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/lw-shots/narrow-full.png', fullPage: true });
  });
});
