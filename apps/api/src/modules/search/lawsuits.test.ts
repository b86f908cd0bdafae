import { cnjSearchDigits, formatCnj, type SearchResult } from '@lince/contracts';
import { createCompany } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, json, loggedInUser, type TestApp } from '../../testing/helpers.ts';
import { lawsuitFixtures, validCnj } from '../lawsuits/lawsuits.test-support.ts';

let t: TestApp;
let analyst: Awaited<ReturnType<typeof loggedInUser>>;
let rival: Awaited<ReturnType<typeof loggedInUser>>;
let ours: { diligenceId: string; entityId: string; code: string };
// One sequence (the first 7 digits), three years: ours twice, the other company's once.
const SEQUENCE = 7_310_001;
const mine = validCnj(SEQUENCE, '2024');
const sibling = validCnj(SEQUENCE, '2023');
const theirs = validCnj(SEQUENCE, '2022');

const search = async (q: string, session = analyst.session) => {
  const r = await callAs(t, session, 'GET', `/v1/search?q=${encodeURIComponent(q)}`);
  expect(r.statusCode, r.body).toBe(200);
  return json<SearchResult>(r);
};

beforeAll(async () => {
  t = await createTestApp();
  const companyId = (await createCompany(t.db)).id;
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
  const fixtures = lawsuitFixtures(t, analyst, companyId);
  const s = await fixtures.setup();
  await fixtures.create(s.list, { cnjNumber: mine });
  await fixtures.create(s.list, { cnjNumber: sibling, side: 'ATIVO' });
  const code = json<{ code: string }>(
    await callAs(t, analyst.session, 'GET', `/v1/diligences/${s.id}`),
  ).code;
  ours = { diligenceId: s.id, entityId: s.a, code };

  const rivalCompanyId = (await createCompany(t.db)).id;
  rival = await loggedInUser(t, { companyId: rivalCompanyId, role: 'DEFAULT' });
  const other = lawsuitFixtures(t, rival, rivalCompanyId);
  await other.create((await other.setup()).list, { cnjNumber: theirs });
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/search: lawsuits by CNJ number', () => {
  const expected = (cnjNumber: string) => ({
    _id: expect.any(String),
    cnjNumber,
    diligenceId: ours.diligenceId,
    diligenceCode: ours.code,
    entityId: ours.entityId,
    entityName: 'Alvo S.A.',
  });

  it('finds a lawsuit by its number with punctuation, or by its 20 digits', async () => {
    expect((await search(formatCnj(mine))).lawsuits).toEqual([expected(mine)]);
    expect((await search(mine)).lawsuits).toEqual([expected(mine)]);
    expect((await search(` ${formatCnj(sibling)} `)).lawsuits).toEqual([expected(sibling)]);
  });

  it('finds by the leading digits (at least 7), in number order', async () => {
    // The sequence alone: both of ours, never the other company's.
    const found = await search(String(SEQUENCE));
    expect(found.lawsuits.map((l) => l.cnjNumber)).toEqual([mine, sibling].sort());
    expect((await search(String(SEQUENCE).slice(0, 6))).lawsuits).toEqual([]);
    expect((await search(`${formatCnj(mine).slice(0, 10)}`)).lawsuits).toEqual([expected(mine)]);
  });

  it('never finds another company’s lawsuit; a wrong number finds nothing', async () => {
    expect((await search(formatCnj(theirs))).lawsuits).toEqual([]);
    expect((await search(formatCnj(theirs), rival.session)).lawsuits).toEqual([
      expect.objectContaining({ cnjNumber: theirs }),
    ]);
    expect((await search('9999999-99.2024.8.26.0100')).lawsuits).toEqual([]);
    // Words, or a CNPJ, find no lawsuit.
    expect((await search('Alvo')).lawsuits).toEqual([]);
    expect((await search('12.345.678/0001-90')).lawsuits).toEqual([]);
  });
});

describe('cnjSearchDigits', () => {
  it('reads digits with the number’s punctuation; 7 to 20 digits', () => {
    expect(cnjSearchDigits('0001234-56.2024.8.26.0100')).toBe('00012345620248260100');
    expect(cnjSearchDigits('0001234')).toBe('0001234');
    expect(cnjSearchDigits('000123')).toBeNull();
    expect(cnjSearchDigits('000123456202482601001')).toBeNull();
    expect(cnjSearchDigits('12.345.678/0001-90')).toBeNull();
    expect(cnjSearchDigits('processo 0001234')).toBeNull();
  });
});
