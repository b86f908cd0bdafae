import type { Entity, EntityScreening } from '@lince/contracts';
import {
  createCompany,
  createDiligence,
  createEntity,
  randomCnpj,
  randomCpf,
  withCnpjCheckDigits,
} from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  json,
  loggedInUser,
  type ApiMethod,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { seedListVersion } from '../../testing/restrictive-lists.ts';

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
});
afterAll(async () => {
  await t.close();
});

const as = (method: ApiMethod, url: string, payload?: unknown) =>
  callAs(t, analyst.session, method, url, payload);

async function diligence() {
  return (await createDiligence(t.db, { companyId, ownerId: analyst.user.id })).id;
}

/** Adds a party through the API (screened at once) and answers its screening. */
async function addParty(
  diligenceId: string,
  body: { kind: 'PF' | 'PJ'; name: string; document: string },
) {
  const created = await as('POST', `/v1/diligences/${diligenceId}/entities`, {
    roleInDiligence: 'ALVO',
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const entity = json<Entity>(created);
  const screening = json<EntityScreening>(
    await as('GET', `/v1/diligences/${diligenceId}/entities/${entity._id}/screening`),
  );
  return { entity, screening };
}

/** A CPF whose digits 4–9 are `middle`. */
const cpfWith = (middle: string) => {
  for (;;) {
    const whole = validCpf(`${randomCpf().slice(0, 3)}${middle}`);
    if (whole) return whole;
  }
};
function validCpf(body9: string): string | null {
  const digit = (base: string, weight: number) => {
    let sum = 0;
    for (const c of base) sum += Number(c) * weight--;
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(body9, 10);
  const cpf = `${body9}${first}${digit(`${body9}${first}`, 11)}`;
  return /^(\d)\1{10}$/.test(cpf) ? null : cpf;
}

describe('screening of a party against the lists in force', () => {
  it('PJ: the whole CNPJ (Documento) and another CNPJ of the same root (Mesma raiz); screened on adding', async () => {
    const head = randomCnpj();
    const branch = withCnpjCheckDigits(`${head.slice(0, 8)}0002`);
    await seedListVersion(t.db, 'CEIS', [
      {
        recordKey: `CEIS-${head}`,
        document: head,
        name: 'Construtora Inventada Ltda',
        category: 'Impedimento/proibição de contratar com prazo determinado',
        startDate: '2024-01-10',
        endDate: '2099-01-10',
        organ: 'Prefeitura de Cidade Fictícia',
        legalBasis: 'Lei 14.133/2021, art. 156, III',
        process: '0001/2024',
      },
    ]);
    const d = await diligence();
    const same = await addParty(d, { kind: 'PJ', name: 'Construtora Inventada', document: head });
    expect(same.screening.screenedAt).toBeTruthy();
    expect(same.screening.lists).toContainEqual({ list: 'CEIS', version: expect.any(Number) });
    expect(same.screening.hits).toHaveLength(1);
    expect(same.screening.hits[0]).toMatchObject({
      list: 'CEIS',
      matchKind: 'DOCUMENTO',
      score: 1,
      status: 'NOVA',
      ended: false,
      current: true,
      record: {
        name: 'Construtora Inventada Ltda',
        category: 'Impedimento/proibição de contratar com prazo determinado',
        startDate: '2024-01-10',
        endDate: '2099-01-10',
        organ: 'Prefeitura de Cidade Fictícia',
        legalBasis: 'Lei 14.133/2021, art. 156, III',
        process: '0001/2024',
      },
    });
    const filial = await addParty(d, { kind: 'PJ', name: 'Outro Nome Filial', document: branch });
    expect(filial.screening.hits.map((h) => h.matchKind)).toEqual(['RAIZ_CNPJ']);
    const clean = await addParty(d, {
      kind: 'PJ',
      name: 'Construtora Inventada',
      document: randomCnpj(),
    });
    expect(clean.screening.hits).toEqual([]);
    expect(clean.screening.screenedAt).toBeTruthy();
  });

  it('PF: the whole CPF where the list has it; else the visible digits AND the name; a masked party only by digits and name', async () => {
    const middle = String(100000 + Math.floor(Math.random() * 899999));
    const cpf = cpfWith(middle);
    const name = `Josefina Exemplo ${middle}`;
    await seedListVersion(t.db, 'CNEP', [
      {
        recordKey: `CNEP-${middle}`,
        document: `***.${middle.slice(0, 3)}.${middle.slice(3)}-**`,
        name: name.toUpperCase(),
        category: 'Multa',
        fine: '10.000,00',
      },
    ]);
    await seedListVersion(t.db, 'EMPRESA', [{ recordKey: `E-${middle}`, document: cpf, name }], {
      companyId,
    });
    const d = await diligence();
    const whole = await addParty(d, {
      kind: 'PF',
      name: `josefína exemplo ${middle}`,
      document: cpf,
    });
    const byList = Object.fromEntries(whole.screening.hits.map((h) => [h.list, h.matchKind]));
    expect(byList).toEqual({ CNEP: 'CPF_PARCIAL_NOME', EMPRESA: 'DOCUMENTO' });
    expect(whole.screening.hits.find((h) => h.list === 'CNEP')!.record.fine).toBe('10.000,00');
    // Same digits, another name: never a match by the masked CPF alone.
    const other = await addParty(d, {
      kind: 'PF',
      name: 'Pessoa Diferente',
      document: cpfWith(middle),
    });
    expect(other.screening.hits).toEqual([]);
    // A partner whose CPF Receita masks: digits and name, never a CPF (Documento) match.
    // (In another diligence: here it would be the same party as the first.)
    const masked = await addParty(await diligence(), {
      kind: 'PF',
      name,
      document: `***${middle}**`,
    });
    expect(masked.screening.hits.map((h) => [h.list, h.matchKind]).sort()).toEqual([
      ['CNEP', 'CPF_PARCIAL_NOME'],
      ['EMPRESA', 'CPF_PARCIAL_NOME'],
    ]);
  });

  it('by name alone only for OFAC (aliases, score over the threshold); never for a Brazilian list with a document', async () => {
    const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
    await seedListVersion(t.db, 'OFAC', [
      {
        recordKey: `OFAC-${tag}`,
        name: `ZORBLAX ${tag} TRADING COMPANY`,
        aliases: [`QUIRVEN ${tag} HOLDINGS`],
        category: 'SDGT',
      },
    ]);
    await seedListVersion(t.db, 'CEIS', [
      { recordKey: `CEIS-N-${tag}`, document: randomCnpj(), name: `Vendaval ${tag} Comercio` },
    ]);
    const d = await diligence();
    const alias = await addParty(d, {
      kind: 'PJ',
      name: `Quirven ${tag} Holdings Ltda.`,
      document: randomCnpj(),
    });
    expect(alias.screening.hits).toHaveLength(1);
    expect(alias.screening.hits[0]).toMatchObject({ list: 'OFAC', matchKind: 'NOME', score: 1 });
    const near = await addParty(d, {
      kind: 'PJ',
      name: `Zorblax ${tag} Trading Companie`,
      document: randomCnpj(),
    });
    expect(near.screening.hits[0]!.matchKind).toBe('NOME');
    expect(near.screening.hits[0]!.score).toBeGreaterThanOrEqual(0.8);
    expect(near.screening.hits[0]!.score).toBeLessThan(1);
    const far = await addParty(d, {
      kind: 'PJ',
      name: `Zorblax Alimentos`,
      document: randomCnpj(),
    });
    expect(far.screening.hits.filter((h) => h.list === 'OFAC')).toEqual([]);
    const sameName = await addParty(d, {
      kind: 'PJ',
      name: `Vendaval ${tag} Comércio`,
      document: randomCnpj(),
    });
    expect(sameName.screening.hits).toEqual([]);
  });

  it('an ended sanction is shown apart ("encerrada"); a change of document screens again at once', async () => {
    const cnpj = randomCnpj();
    await seedListVersion(t.db, 'CEIS', [
      {
        recordKey: `CEIS-E-${cnpj}`,
        document: cnpj,
        name: 'Antiga Sancionada',
        startDate: '2015-01-01',
        endDate: '2020-12-31',
      },
    ]);
    const d = await diligence();
    const party = await addParty(d, {
      kind: 'PJ',
      name: 'Antiga Sancionada',
      document: randomCnpj(),
    });
    expect(party.screening.hits).toEqual([]);
    const patched = await as('PATCH', `/v1/diligences/${d}/entities/${party.entity._id}`, {
      document: cnpj,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = json<EntityScreening>(
      await as('GET', `/v1/diligences/${d}/entities/${party.entity._id}/screening`),
    );
    expect(after.hits).toHaveLength(1);
    expect(after.hits[0]).toMatchObject({ ended: true, current: true, status: 'NOVA' });
  });

  it('Verificar agora screens a party added before the list (and is audited)', async () => {
    const d = await diligence();
    const cnpj = randomCnpj();
    const party = await createEntity(t.db, {
      companyId,
      diligenceId: d,
      document: cnpj,
      name: 'Tardia SA',
    });
    const url = `/v1/diligences/${d}/entities/${party.id}/screening`;
    const before = json<EntityScreening>(await as('GET', url));
    expect(before).toEqual({ screenedAt: null, lists: [], hits: [] });
    await seedListVersion(t.db, 'CEPIM', [
      { recordKey: `CEPIM-${cnpj}`, document: cnpj, name: 'Tardia' },
    ]);
    const now = await as('POST', url);
    expect(now.statusCode, now.body).toBe(200);
    expect(json<EntityScreening>(now).hits.map((h) => [h.list, h.matchKind])).toEqual([
      ['CEPIM', 'DOCUMENTO'],
    ]);
  });
});
