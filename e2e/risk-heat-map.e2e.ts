import { dayFromToday } from '@lince/contracts/calendar';
import { describe, expect, it } from 'vitest';
import { cnjCheckDigits } from '../packages/contracts/src/br/cnj.ts';
import { isValidCnpj } from '../packages/contracts/src/br/cnpj.ts';
import { withCnpjCheckDigits, withCpfCheckDigits } from '../packages/db/src/testing/factories.ts';
import { callApi, expectAccessible, readAuth, signIn } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const journey = useJourney();

const cnpj = withCnpjCheckDigits('73194628' + '0001');
const cpf = withCpfCheckDigits('418273659');
const seq = '0004321';
/** A valid CNJ number of the São Paulo state court (8.26), 20 digits. */
const cnj = () => `${seq}${cnjCheckDigits(seq, '2024', '8', '26', '0100')}20248260100`;

describe('risk heat map (overview)', () => {
  it('a PROVAVEL passive lawsuit shows as Alto in Processos, links to the lawsuits, and follows a change of risk', async () => {
    expect(isValidCnpj(cnpj)).toBe(true);
    const { page, context, errors } = await journey.open();
    await signIn(page, DEMO.DEFAULT);
    const userId = (await readAuth(page))!._id as string;
    const diligence = await callApi<{ _id: string }>(
      page,
      'POST',
      '/diligences',
      {
        title: 'Mapa de risco da Kappa',
        purpose: 'M_A',
        ownerId: userId,
        dueDate: dayFromToday(9),
      },
      201,
    );
    const entity = (body: Record<string, unknown>) =>
      callApi<{ _id: string }>(page, 'POST', `/diligences/${diligence._id}/entities`, body, 201);
    const company = await entity({
      kind: 'PJ',
      name: 'Kappa Indústria S.A.',
      document: cnpj,
      roleInDiligence: 'ALVO',
    });
    await entity({ kind: 'PF', name: 'Lúcia Kappa', document: cpf, roleInDiligence: 'SOCIO' });
    const lawsuit = await callApi<{ _id: string }>(
      page,
      'POST',
      `/diligences/${diligence._id}/entities/${company._id}/lawsuits`,
      { cnjNumber: cnj(), area: 'TRABALHISTA', side: 'PASSIVO', risk: 'PROVAVEL' },
      201,
    );

    await page.goto(`/diligence/${diligence._id}/sight`);
    const map = page.getByRole('table', { name: 'Mapa de risco por parte e área' });
    const processes = map.getByRole('link', {
      name: 'Processos de Kappa Indústria S.A.: risco Alto',
    });
    await processes.waitFor();
    expect(await processes.textContent()).toBe('Alto');
    await map.getByRole('link', { name: 'Documentos de Lúcia Kappa: sem risco' }).waitFor();
    // A PF has no financial statements to open.
    expect(await map.getByRole('link', { name: /^Financeiro de Lúcia Kappa/ }).count()).toBe(0);
    expect(await map.getByRole('link', { name: /^Financeiro de Kappa/ }).getAttribute('href')).toBe(
      `/financial-statement?cnpj=${cnpj}`,
    );
    await expectAccessible(page);

    await processes.click();
    await page.waitForURL(
      (url) => url.pathname === `/diligence/${diligence._id}/law-suits/${company._id}`,
    );

    await callApi(
      page,
      'PUT',
      `/diligences/${diligence._id}/lawsuits/${lawsuit._id}`,
      { risk: 'REMOTA' },
      200,
    );
    await page.goto(`/diligence/${diligence._id}/sight`);
    await map.getByRole('link', { name: 'Processos de Kappa Indústria S.A.: sem risco' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
