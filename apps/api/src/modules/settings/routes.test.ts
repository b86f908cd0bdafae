import { activities, and, companies, eq } from '@lince/db';
import type { CompanySettings } from '@lince/contracts';
import { randomBytes } from 'node:crypto';
import { createCompany, createTrack } from '@lince/db/testing/index';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  json,
  loggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { jpegOf, pngOf, sizeOf } from '../../testing/images.ts';
import { expiredAuthHeaders, filesUnder, multipartFile } from '../../testing/uploads.ts';

let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  t = await createTestApp();
  filesDir = path.join(t.config.dataDir, 'files');
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };
const URL_SETTINGS = '/v1/company/settings';
const getSettings = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: URL_SETTINGS, headers });
const patchSettings = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: URL_SETTINGS, headers, payload: payload as object });
const putLogo = (headers: Record<string, string>, body: ReturnType<typeof multipartFile>) =>
  t.app.inject({
    method: 'PUT',
    url: `${URL_SETTINGS}/logo`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

const ADDRESS = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  numero: '100',
  complemento: 'sala 2',
  bairro: 'Sé',
  cidade: 'São Paulo',
  uf: 'SP',
};

describe('default track and four eyes', () => {
  it('the default track is a published track of the company; four eyes can be turned off; the OFAC name threshold is set', async () => {
    const { user, session } = await loggedInUser(t, { role: 'ADMIN' });
    const track = await createTrack(t.db, { companyId: user.companyId, name: 'Trilha padrão' });
    const draft = await createTrack(t.db, { companyId: user.companyId, status: 'RASCUNHO' });
    const foreign = await createTrack(t.db, { companyId: (await createCompany(t.db)).id });
    const before = json<CompanySettings>(await getSettings(authHeaders(session)));
    expect(before.tracks).toEqual([{ _id: track.trackId, name: 'Trilha padrão' }]);
    for (const trackId of [draft.trackId, foreign.trackId, track.id]) {
      const refused = await patchSettings(authHeaders(session), { defaultTrackId: trackId });
      expect(refused.statusCode, trackId).toBe(400);
    }
    for (const screeningNameThreshold of [0.3, 1.5, '0.9']) {
      const refused = await patchSettings(authHeaders(session), { screeningNameThreshold });
      expect(refused.statusCode, String(screeningNameThreshold)).toBe(400);
      expect(refused.body).toContain('Use uma semelhança de 50% a 100%');
    }
    const response = await patchSettings(authHeaders(session), {
      defaultTrackId: track.trackId,
      requireSecondReviewer: false,
      screeningNameThreshold: 0.9,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<CompanySettings>(response)).toMatchObject({
      defaultTrackId: track.trackId,
      requireSecondReviewer: false,
      screeningNameThreshold: 0.9,
    });
    const [company] = await t.db
      .select({ settings: companies.settings })
      .from(companies)
      .where(eq(companies.id, user.companyId));
    expect(company!.settings.screeningNameThreshold).toBe(0.9);
  });
});

describe('GET/PATCH /v1/company/settings', () => {
  it('an ADMIN reads the defaults of the own company', async () => {
    const { session } = await loggedInUser(t, { role: 'ADMIN' });
    const response = await getSettings(authHeaders(session));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      company: { ...session.company, address: null },
      logo: null,
      reportBranding: { accentColor: null, footerText: '' },
      slaDays: { A_INICIAR: null, COLETA: null, ANALISE: null, REVISAO: null },
      defaultTrackId: null,
      requireSecondReviewer: true,
      screeningNameThreshold: 0.8,
      tracks: [],
    });
  });

  it('an ADMIN changes name, address, branding and SLA days; CNPJ stays; audit recorded', async () => {
    const { user, session } = await loggedInUser(t, { role: 'ADMIN' });
    const response = await patchSettings(authHeaders(session), {
      name: ' Nova Razão Social Ltda ',
      address: ADDRESS,
      reportBranding: { accentColor: '#444ce7', footerText: 'Confidencial — uso interno.' },
      slaDays: { A_INICIAR: 2, COLETA: 10, ANALISE: 0, REVISAO: null },
      defaultTrackId: null,
    });
    expect(response.statusCode).toBe(200);
    const body = json<CompanySettings>(response);
    expect(body).toMatchObject({
      company: {
        _id: user.companyId,
        name: 'Nova Razão Social Ltda',
        cnpj: session.company.cnpj,
        address: { ...ADDRESS, cep: '01001000' },
      },
      reportBranding: { accentColor: '#444CE7', footerText: 'Confidencial — uso interno.' },
      slaDays: { A_INICIAR: 2, COLETA: 10, ANALISE: 0, REVISAO: null },
    });
    expect(json(await getSettings(authHeaders(session)))).toEqual(body);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, user.companyId));
    expect(row!.settings).toMatchObject({
      reportBranding: { primaryColor: '#444CE7' },
      slaDaysByStatus: { A_INICIAR: 2, COLETA: 10, ANALISE: 0 },
    });
    const entries = await t.db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.companyId, user.companyId),
          eq(activities.action, 'COMPANY_SETTINGS_UPDATED'),
        ),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.summary).toMatchObject({
      before: { name: session.company.name, address: null },
      after: { name: 'Nova Razão Social Ltda' },
    });
    // The same values again change nothing and record nothing.
    await patchSettings(authHeaders(session), { name: 'Nova Razão Social Ltda' });
    const again = await t.db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.companyId, user.companyId),
          eq(activities.action, 'COMPANY_SETTINGS_UPDATED'),
        ),
      );
    expect(again).toHaveLength(1);
  });

  it('400 for bad input: CNPJ, unknown fields, bad CEP/UF, colour, long footer, SLA out of range, unknown track', async () => {
    const { session } = await loggedInUser(t, { role: 'ADMIN' });
    const cases: unknown[] = [
      { cnpj: '11222333000181' },
      { companyId: 'outra' },
      { address: { ...ADDRESS, cep: '123' } },
      { address: { ...ADDRESS, uf: 'XX' } },
      { address: { ...ADDRESS, pais: 'BR' } },
      { reportBranding: { accentColor: 'azul', footerText: '' } },
      { reportBranding: { accentColor: '#444CE7', footerText: 'x'.repeat(501) } },
      { slaDays: { A_INICIAR: -1, COLETA: null, ANALISE: null, REVISAO: null } },
      { slaDays: { A_INICIAR: 366, COLETA: null, ANALISE: null, REVISAO: null } },
      { slaDays: { A_INICIAR: 1.5, COLETA: null, ANALISE: null, REVISAO: null } },
      { slaDays: { A_INICIAR: '3', COLETA: null, ANALISE: null, REVISAO: null } },
      { slaDays: { CONCLUIDA: 3 } },
      { defaultTrackId: 'trilha-que-nao-existe' },
      { name: 'A' },
    ];
    for (const payload of cases) {
      const response = await patchSettings(authHeaders(session), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<ErrorBody>(response).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('403 for DEFAULT and LINCE roles; 401 without or with an expired session', async () => {
    for (const role of ['DEFAULT', 'LINCE_ADMIN', 'LINCE_DEFAULT'] as const) {
      const { session } = await loggedInUser(t, { role });
      expect((await getSettings(authHeaders(session))).statusCode, role).toBe(403);
      expect((await patchSettings(authHeaders(session), { name: 'Tentativa' })).statusCode).toBe(
        403,
      );
      expect(
        (await putLogo(authHeaders(session), multipartFile(await pngOf(8, 8)))).statusCode,
      ).toBe(403);
    }
    expect((await getSettings({})).statusCode).toBe(401);
    const { session } = await loggedInUser(t, { role: 'ADMIN' });
    expect((await getSettings(await expiredAuthHeaders(session._id))).statusCode).toBe(401);
  });

  it('an ADMIN sees and changes only the own company', async () => {
    const mine = await loggedInUser(t, { role: 'ADMIN' });
    const other = await loggedInUser(t, { role: 'ADMIN' });
    await patchSettings(authHeaders(other.session), { name: 'Empresa Alheia S.A.' });
    const response = await patchSettings(authHeaders(mine.session), { name: 'Minha Empresa' });
    expect(json<CompanySettings>(response).company._id).toBe(mine.user.companyId);
    const [otherRow] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, other.user.companyId));
    expect(otherRow!.name).toBe('Empresa Alheia S.A.');
  });
});

describe('report logo', () => {
  it('stores a PNG/JPEG logo, serves it to the company only, replaces and removes it', async () => {
    const admin = await loggedInUser(t, { role: 'ADMIN' });
    const colleague = await loggedInUser(t, { companyId: admin.user.companyId });
    const stranger = await loggedInUser(t, { role: 'ADMIN' });
    const before = filesUnder(filesDir).length;
    const png = await pngOf(120, 40);
    const response = await putLogo(authHeaders(admin.session), multipartFile(png));
    expect(response.statusCode).toBe(200);
    const settings = json<CompanySettings>(response);
    expect(settings.logo).toMatch(/^\/v1\/company\/logo\?v=[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({
      method: 'GET',
      url: settings.logo!,
      headers: authHeaders(colleague.session),
    });
    expect(served.statusCode).toBe(200);
    // Re-encoded (lib/images), at its own size: 120 × 40 is within 1024 × 1024.
    expect(await sizeOf(served.rawPayload)).toEqual({ width: 120, height: 40 });
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="logotipo.png"',
    });
    // Another company asking for "its" logo gets its own (none), never this one.
    const foreign = await t.app.inject({
      method: 'GET',
      url: settings.logo!,
      headers: authHeaders(stranger.session),
    });
    expect(foreign.statusCode).toBe(404);

    const jpeg = await putLogo(
      authHeaders(admin.session),
      multipartFile(await jpegOf(60, 60), { filename: 'logo.jpg', contentType: 'image/jpeg' }),
    );
    expect(json<CompanySettings>(jpeg).logo).toMatch(/\.jpg$/);
    expect(filesUnder(filesDir).length).toBe(before + 1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${URL_SETTINGS}/logo`,
      headers: authHeaders(admin.session),
    });
    expect(json<CompanySettings>(removed).logo).toBeNull();
    expect(filesUnder(filesDir).length).toBe(before);
    const logged = await t.db
      .select()
      .from(activities)
      .where(eq(activities.companyId, admin.user.companyId));
    expect(logged.map((a) => a.action)).toEqual(
      expect.arrayContaining(['COMPANY_LOGO_UPDATED', 'COMPANY_LOGO_REMOVED']),
    );
  });

  it('415 for an SVG or text named .png, 413 over 2 MB; nothing kept', async () => {
    const admin = await loggedInUser(t, { role: 'ADMIN' });
    const before = filesUnder(filesDir).length;
    const svg = await putLogo(
      authHeaders(admin.session),
      multipartFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    );
    expect(svg.statusCode).toBe(415);
    const big = await putLogo(
      authHeaders(admin.session),
      multipartFile(
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2_100_000)]),
        {
          filename: 'logo.jpg',
          contentType: 'image/jpeg',
        },
      ),
    );
    expect(big.statusCode).toBe(413);
    expect(filesUnder(filesDir).length).toBe(before);
    const settings = json<CompanySettings>(await getSettings(authHeaders(admin.session)));
    expect(settings.logo).toBeNull();
  });
});
