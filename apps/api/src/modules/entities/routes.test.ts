import { formatCnpj, formatCpf } from '@lince/contracts';
import { activities, eq } from '@lince/db';
import { createCompany, randomCnpj, randomCpf } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loggedInUser, type TestApp } from '../../testing/helpers.ts';

let t: TestApp;
let analyst: Awaited<ReturnType<typeof loggedInUser>>;
let outsider: Awaited<ReturnType<typeof loggedInUser>>;
let diligenceId: string;

beforeAll(async () => {
  t = await createTestApp();
  const companyId = (await createCompany(t.db)).id;
  analyst = await loggedInUser(t, { companyId });
  outsider = await loggedInUser(t, { role: 'DEFAULT' });
  const created = await call('POST', '/v1/diligences', {
    title: 'Aquisição da Beta Indústria',
    purpose: 'M_A',
    ownerId: analyst.user.id,
  });
  diligenceId = created.json()._id;
});
afterAll(async () => {
  await t.close();
});

type Session = typeof analyst.session;
function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  session: Session = analyst.session,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...authHeaders(session),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}
const base = () => `/v1/diligences/${diligenceId}/entities`;

const address = {
  cep: '88010-000',
  logradouro: 'Rua Felipe Schmidt',
  numero: '10',
  complemento: '',
  bairro: 'Centro',
  cidade: 'Florianópolis',
  uf: 'SC',
};

describe('entities', () => {
  it('adds a PJ (alphanumeric CNPJ) and a PF partner with parent, share, address and contact', async () => {
    const pj = await call('POST', base(), {
      kind: 'PJ',
      name: 'Beta Indústria S.A.',
      document: '12.ABC.345/01DE-35',
      roleInDiligence: 'ALVO',
      address,
      birthOrFoundationDate: '1998-03-15',
      contact: { email: 'contato@beta.test', phone: '(48) 3222-0000' },
    });
    expect(pj.statusCode, pj.body).toBe(201);
    expect(pj.json()).toMatchObject({
      kind: 'PJ',
      document: '12ABC34501DE35',
      address: { cep: '88010000', cidade: 'Florianópolis' },
      contact: { email: 'contato@beta.test' },
      parentEntityId: null,
      childrenCount: 0,
    });
    const cpf = randomCpf();
    const pf = await call('POST', base(), {
      kind: 'PF',
      name: 'João Sócio',
      document: formatCpf(cpf),
      roleInDiligence: 'SOCIO',
      parentEntityId: pj.json()._id,
      relation: 'Sócio administrador',
      sharePercent: 62.5,
    });
    expect(pf.statusCode, pf.body).toBe(201);
    expect(pf.json()).toMatchObject({
      document: cpf,
      sharePercent: 62.5,
      relation: 'Sócio administrador',
    });
    const list = await call('GET', base());
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { _id: string; childrenCount: number }[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ _id: pj.json()._id, childrenCount: 1 });
    const header = await call('GET', `/v1/diligences/${diligenceId}`);
    expect(header.json().entitiesCount).toBe(2);
    const trail = await t.db
      .select()
      .from(activities)
      .where(eq(activities.targetId, pf.json()._id));
    expect(trail[0]?.action).toBe('ENTITY_CREATED');
  });

  it('refuses invalid CPF/CNPJ, share outside 0–100, unknown fields (400) and the same document twice (409)', async () => {
    const bad = await call('POST', base(), {
      kind: 'PF',
      name: 'Fulano',
      document: '123.456.789-00',
      roleInDiligence: 'OUTRO',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details?.[0]?.message ?? bad.json().error.message).toContain(
      'CPF inválido',
    );
    const cnpjAsPf = await call('POST', base(), {
      kind: 'PF',
      name: 'Fulano',
      document: randomCnpj(),
      roleInDiligence: 'OUTRO',
    });
    expect(cnpjAsPf.statusCode).toBe(400);
    const share = await call('POST', base(), {
      kind: 'PJ',
      name: 'Gama Ltda',
      document: randomCnpj(),
      roleInDiligence: 'SOCIO',
      sharePercent: 100.5,
    });
    expect(share.statusCode).toBe(400);
    const extra = await call('POST', base(), {
      kind: 'PJ',
      name: 'Gama Ltda',
      document: randomCnpj(),
      roleInDiligence: 'SOCIO',
      hack: true,
    });
    expect(extra.statusCode).toBe(400);
    const cnpj = randomCnpj();
    expect(
      (
        await call('POST', base(), {
          kind: 'PJ',
          name: 'Delta Ltda',
          document: cnpj,
          roleInDiligence: 'FORNECEDOR',
        })
      ).statusCode,
    ).toBe(201);
    const dup = await call('POST', base(), {
      kind: 'PJ',
      name: 'Delta de novo',
      document: formatCnpj(cnpj),
      roleInDiligence: 'OUTRO',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Esta parte já está na diligência (mesmo CPF/CNPJ).');
    // The same document in another diligence is fine.
    const other = await call('POST', '/v1/diligences', {
      title: 'Outra diligência',
      purpose: 'OUTRO',
      ownerId: analyst.user.id,
    });
    const again = await call('POST', `/v1/diligences/${other.json()._id}/entities`, {
      kind: 'PJ',
      name: 'Delta Ltda',
      document: cnpj,
      roleInDiligence: 'ALVO',
    });
    expect(again.statusCode).toBe(201);
    // A parent from another diligence is refused.
    const foreignParent = await call('POST', base(), {
      kind: 'PJ',
      name: 'Épsilon Ltda',
      document: randomCnpj(),
      roleInDiligence: 'SOCIO',
      parentEntityId: again.json()._id,
    });
    expect(foreignParent.statusCode).toBe(400);
    expect(foreignParent.json().error.message).toBe(
      'A parte controladora deve ser da mesma diligência.',
    );
  });

  it('edits, refuses a parent cycle and a duplicate document, deletes only leaves (409 with children)', async () => {
    const mk = async (name: string, parentEntityId?: string) => {
      const r = await call('POST', base(), {
        kind: 'PJ',
        name,
        document: randomCnpj(),
        roleInDiligence: 'SOCIO',
        ...(parentEntityId ? { parentEntityId } : {}),
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json() as { _id: string; document: string };
    };
    const top = await mk('Holding Topo S.A.');
    const mid = await mk('Intermediária Ltda', top._id);
    const leaf = await mk('Folha Ltda', mid._id);
    const cycle = await call('PATCH', `${base()}/${top._id}`, { parentEntityId: leaf._id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.message).toBe(
      'Vínculo inválido: a parte não pode controlar a si mesma, direta ou indiretamente.',
    );
    expect(
      (await call('PATCH', `${base()}/${top._id}`, { parentEntityId: top._id })).statusCode,
    ).toBe(400);
    const dup = await call('PATCH', `${base()}/${leaf._id}`, { document: mid.document });
    expect(dup.statusCode).toBe(409);
    const edited = await call('PATCH', `${base()}/${leaf._id}`, {
      name: 'Folha Renomeada Ltda',
      sharePercent: 10,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Folha Renomeada Ltda', sharePercent: 10 });
    const kindClash = await call('PATCH', `${base()}/${leaf._id}`, { kind: 'PF' });
    expect(kindClash.statusCode).toBe(400);
    const refused = await call('DELETE', `${base()}/${mid._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('partes vinculadas');
    expect((await call('DELETE', `${base()}/${leaf._id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${base()}/${mid._id}`)).statusCode).toBe(204);
    expect((await call('PATCH', `${base()}/${leaf._id}`, { name: 'Fantasma' })).statusCode).toBe(
      404,
    );
    const trail = await t.db.select().from(activities).where(eq(activities.targetId, leaf._id));
    expect(trail.map((a) => a.action)).toEqual(
      expect.arrayContaining(['ENTITY_UPDATED', 'ENTITY_DELETED']),
    );
  });

  it('risk override needs a justification; the diligence’s computed risk is its highest entity', async () => {
    const e = (
      await call('POST', base(), {
        kind: 'PJ',
        name: 'Risco Alto Ltda',
        document: randomCnpj(),
        roleInDiligence: 'GARANTIDOR',
      })
    ).json();
    expect((await call('PUT', `${base()}/${e._id}/risk`, { rating: 'ALTO' })).statusCode).toBe(422);
    const set = await call('PUT', `${base()}/${e._id}/risk`, {
      rating: 'CRITICO',
      justification: 'Execuções fiscais relevantes.',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().risk).toEqual({
      computed: null,
      rating: 'CRITICO',
      justification: 'Execuções fiscais relevantes.',
    });
    const header = await call('GET', `/v1/diligences/${diligenceId}`);
    expect(header.json().risk.computed).toBe('CRITICO');
    expect((await call('PUT', `${base()}/${e._id}/risk`, { rating: 'PESSIMO' })).statusCode).toBe(
      400,
    );
  });

  it('another company’s diligence or entity is 404; no session is 401', async () => {
    const e = (
      await call('POST', base(), {
        kind: 'PJ',
        name: 'Alheia Ltda',
        document: randomCnpj(),
        roleInDiligence: 'OUTRO',
      })
    ).json();
    for (const [method, url, payload] of [
      ['GET', base(), undefined],
      [
        'POST',
        base(),
        { kind: 'PJ', name: 'Intrusa', document: randomCnpj(), roleInDiligence: 'OUTRO' },
      ],
      ['PATCH', `${base()}/${e._id}`, { name: 'Intrusa' }],
      ['DELETE', `${base()}/${e._id}`, undefined],
      ['PUT', `${base()}/${e._id}/risk`, { rating: 'BAIXO', justification: 'x' }],
    ] as const) {
      const response = await call(method, url, payload, outsider.session);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // An entity id under the wrong diligence is not found either.
    const other = await call('POST', '/v1/diligences', {
      title: 'Terceira diligência',
      purpose: 'OUTRO',
      ownerId: analyst.user.id,
    });
    expect(
      (
        await call('PATCH', `/v1/diligences/${other.json()._id}/entities/${e._id}`, {
          name: 'Troca',
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: base() })).statusCode).toBe(401);
  });
});
