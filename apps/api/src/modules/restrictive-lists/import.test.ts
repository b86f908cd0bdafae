import type { ListVersionPage } from '@lince/contracts';
import { restrictiveListVersions, sql } from '@lince/db';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callAs, json } from '../../testing/helpers.ts';
import {
  ALT_CSV,
  ceisCsv,
  CEIS_HEADER,
  CEPIM_CSV,
  PEP_CSV,
  quotedCsv,
  SDN_CSV,
  SLAVE_LABOUR_CSV,
  slaveLabourXlsx,
  utf8,
  windows1252,
  zipOf,
} from './files.test-support.ts';
import { listsTestApp } from './lists.test-support.ts';

const s = listsTestApp();
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('restrictive list imports', () => {
  it('CEIS as published (Windows-1252, quoted, `;`): a new version in force with its rows, who, the SHA-256; masked CPFs, CNPJ and dates read', async () => {
    const bytes = windows1252(ceisCsv());
    const status = await s.f.importList('CEIS', bytes, '20260101_CEIS.csv');
    expect(status).toMatchObject({
      kind: 'RESTRICTIVE_LIST_IMPORT',
      state: 'CONCLUIDO',
      result: { list: 'CEIS', version: 1, rows: 3 },
    });
    expect(status.progress?.processed).toBe(status.progress?.total);
    const ceis = (await s.f.inForce()).find((item) => item.list === 'CEIS');
    expect(ceis).toMatchObject({
      version: 1,
      rows: 3,
      fileName: '20260101_CEIS.csv',
      sha256: sha256(bytes),
      importedBy: s.f.provider.user.name,
    });
    const [person, company, older] = await s.f.records('CEIS', 1);
    expect(person).toMatchObject({
      rowNumber: 2,
      recordKey: '900001',
      personKind: 'PF',
      document: '***.123.456-**',
      documentKey: null,
      cpfVisible: '123456',
      name: 'JOÃO FICTÍCIO DA SILVA',
      nameKey: 'JOAO FICTICIO DA SILVA',
      category: 'Impedimento/proibição de contratar com prazo determinado',
      startDate: '2024-02-01',
      endDate: '2029-02-01',
      organ: 'Prefeitura Municipal de Exemplo',
      legalBasis: 'Lei 14.133/2021, art. 156, III',
      process: '00001.000001/2024-01',
      fine: null,
    });
    expect(person!.details).toEqual({ 'UF ÓRGÃO SANCIONADOR': 'SP' });
    expect(company).toMatchObject({
      personKind: 'PJ',
      documentKey: '12345678000195',
      cnpjRoot: '12345678',
      cpfVisible: null,
      endDate: null,
      nameKey: 'CONSTRUTORA IMAGINARIA',
    });
    expect(company!.details).toMatchObject({ OBSERVAÇÕES: 'Sanção "exemplar"; com aspas' });
    expect(older).toMatchObject({ cpfVisible: '654321', endDate: '2015-10-10' });
  });

  it('CNEP in a ZIP, UTF-8 with BOM: the fine read; an older CEIS lacking columns imports by name; the third version prunes the first one’s records', async () => {
    const cnep = await s.f.importList(
      'CNEP',
      await zipOf({ '20260101_CNEP.csv': `\uFEFF${ceisCsv('CNEP')}` }),
      '20260101_CNEP.zip',
    );
    expect(cnep).toMatchObject({
      state: 'CONCLUIDO',
      result: { list: 'CNEP', version: 1, rows: 3 },
    });
    expect((await s.f.records('CNEP', 1))[0]).toMatchObject({
      fine: '150.000,00',
      nameKey: 'JOAO FICTICIO DA SILVA',
    });

    const keep = ['CPF OU CNPJ DO SANCIONADO', 'NOME DO SANCIONADO', 'DATA INÍCIO SANÇÃO'];
    const columns = keep.map((column) => CEIS_HEADER.indexOf(column));
    const older = quotedCsv(
      (await import('./files.test-support.ts'))
        .ceisRows()
        .map((row) => columns.map((i) => row[i]!)),
    );
    const v2 = await s.f.importList('CEIS', utf8(older), 'antigo.csv');
    expect(v2).toMatchObject({ state: 'CONCLUIDO', result: { version: 2, rows: 3 } });
    const [first] = await s.f.records('CEIS', 2);
    expect(first).toMatchObject({ cpfVisible: '123456', startDate: '2024-02-01', category: null });
    expect(first!.recordKey).toMatch(/^[\w-]{24}$/);

    await s.f.importList('CEIS', windows1252(ceisCsv()), 'novo.csv');
    expect(await s.f.records('CEIS', 1)).toHaveLength(0);
    expect(await s.f.records('CEIS', 2)).toHaveLength(3);
    expect(await s.f.records('CEIS', 3)).toHaveLength(3);
    const history = await callAs(
      s.t,
      s.f.provider.session,
      'GET',
      '/v1/restrictive-lists/CEIS/versions?pageSize=2',
    );
    expect(history.statusCode, history.body).toBe(200);
    const page = json<ListVersionPage>(history);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items.map((v) => [v.version, v.state, v.inForce])).toEqual([
      [3, 'CONCLUIDA', true],
      [2, 'CONCLUIDA', false],
    ]);
  });

  it('CEPIM, PEP (masked CPF, the carência as the end) and the Cadastro de Empregadores (XLSX with titles, and CSV; a CPF whole)', async () => {
    expect(await s.f.importList('CEPIM', windows1252(CEPIM_CSV), 'cepim.csv')).toMatchObject({
      state: 'CONCLUIDO',
      result: { rows: 1 },
    });
    expect((await s.f.records('CEPIM', 1))[0]).toMatchObject({
      documentKey: '11222333000181',
      cnpjRoot: '11222333',
      process: '700001',
      category: 'Omissão no dever de prestar contas',
    });
    expect(await s.f.importList('PEP', utf8(PEP_CSV), 'pep.csv')).toMatchObject({
      state: 'CONCLUIDO',
      result: { rows: 2 },
    });
    const [director, councillor] = await s.f.records('PEP', 1);
    expect(director).toMatchObject({
      personKind: 'PF',
      cpfVisible: '111222',
      category: 'Diretor de Programa',
      organ: 'Ministério Exemplar',
      startDate: '2019-01-01',
      endDate: '2027-12-31',
    });
    expect(councillor).toMatchObject({ cpfVisible: '333444', endDate: null });

    expect(
      await s.f.importList('TRABALHO_ESCRAVO', await slaveLabourXlsx(), 'cadastro.xlsx'),
    ).toMatchObject({ state: 'CONCLUIDO', result: { rows: 2 } });
    const [farm, person] = await s.f.records('TRABALHO_ESCRAVO', 1);
    expect(farm).toMatchObject({
      rowNumber: 5,
      documentKey: '98765432000198',
      startDate: '2023-10-05',
    });
    expect(person).toMatchObject({
      personKind: 'PF',
      documentKey: '12345678909',
      cpfVisible: null,
    });
    expect(
      await s.f.importList('TRABALHO_ESCRAVO', windows1252(SLAVE_LABOUR_CSV), 'cadastro.csv'),
    ).toMatchObject({ state: 'CONCLUIDO', result: { version: 2, rows: 1 } });
  });

  it('OFAC: sdn.csv and alt.csv in one ZIP — the entry number as key, `-0-` empty, the names and aliases to screen by name', async () => {
    const status = await s.f.importList(
      'OFAC',
      await zipOf({ 'sdn.csv': SDN_CSV, 'alt.csv': ALT_CSV }),
      'sdn_csv.zip',
    );
    expect(status).toMatchObject({ state: 'CONCLUIDO', result: { rows: 3, names: 6 } });
    const [juan, company, vessel] = await s.f.records('OFAC', 1);
    expect(juan).toMatchObject({
      recordKey: '90001',
      personKind: 'PF',
      category: 'SDNT',
      nameKey: 'FICTICIO JUAN',
    });
    expect(juan!.details).toEqual({
      type: 'individual',
      remarks: 'DOB 01 Jan 1970; nationality Exemplo.',
    });
    expect(company).toMatchObject({ personKind: 'PJ', details: null });
    expect(vessel).toMatchObject({ personKind: null });
    // sdn.csv alone is enough (its end-of-file mark past the first 64 KB the type is sniffed in).
    expect(
      await s.f.importList('OFAC', utf8(SDN_CSV.replace('\x1a', '')), 'sdn.csv'),
    ).toMatchObject({
      state: 'CONCLUIDO',
      result: { version: 2, rows: 3, names: 3 },
    });
  });

  it('a file of the wrong layout fails naming the missing columns; a truncated file or ZIP, naming the problem; the version in force stays', async () => {
    await s.f.importList('PEP', utf8(PEP_CSV), 'pep.csv');
    const before = (await s.f.inForce()).find((item) => item.list === 'PEP')!;
    const wrong = await s.f.importList('PEP', windows1252(ceisCsv()), 'ceis.csv');
    expect(wrong.state).toBe('FALHOU');
    expect(wrong.message).toBe(
      'O arquivo não tem as colunas "CPF", "Nome_PEP", do layout do PEP: confira se o arquivo é dessa lista.',
    );
    const text = ceisCsv();
    const cut = await s.f.importList('PEP', utf8(PEP_CSV.slice(0, -12)), 'pep.csv');
    expect(cut).toMatchObject({ state: 'FALHOU' });
    expect(cut.message).toMatch(/^Linha 3: /);
    const open = await s.f.importList('CEIS', utf8(text.slice(0, text.length - 40)), 'ceis.csv');
    expect(open.message).toMatch(/^Linha 4: o arquivo CSV está malformado ou incompleto/);
    const zip = await zipOf({ 'ceis.csv': text });
    const brokenZip = await s.f.importList('CEIS', zip.slice(0, zip.length - 30), 'ceis.zip');
    expect(brokenZip).toMatchObject({
      state: 'FALHOU',
      message: 'O arquivo ZIP está incompleto ou corrompido.',
    });
    const cnepAsCeis = await s.f.importList('CEIS', utf8(ceisCsv('CNEP')), 'cnep.csv');
    expect(cnepAsCeis.message).toBe(
      'Linha 2: o registro é do cadastro "CNEP", não do CEIS: confira se o arquivo é dessa lista.',
    );
    const badDate = await s.f.importList(
      'CEIS',
      utf8(text.replace('01/02/2024', '31/02/2024')),
      'ceis.csv',
    );
    expect(badDate.message).toBe('Linha 2: data inválida em "DATA INÍCIO SANÇÃO" ("31/02/2024").');
    const after = await s.f.inForce();
    expect(after.find((item) => item.list === 'PEP')).toEqual(before);
    const history = json<ListVersionPage>(
      await callAs(s.t, s.f.provider.session, 'GET', '/v1/restrictive-lists/PEP/versions'),
    );
    const failed = history.items.find((v) => v.state === 'FALHOU')!;
    expect(failed.message).toMatch(/^Linha 3: /);
    expect(failed.rows).toBe(0);
    expect(await s.f.records('PEP', failed.version)).toHaveLength(0);
  });

  it('two imports at once get two versions; each concluded version sends the re-screening job with its id', async () => {
    const [a, b] = await Promise.all([
      s.f.upload('/v1/restrictive-lists/CEPIM/imports', windows1252(CEPIM_CSV), 'a.csv'),
      s.f.upload('/v1/restrictive-lists/CEPIM/imports', windows1252(CEPIM_CSV), 'b.csv'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    const ends = [];
    for (const r of [a, b]) ends.push(await s.f.settled(json<{ jobId: string }>(r).jobId));
    const versions = ends.map((end) => (end.result as { version: number }).version).sort();
    expect(versions[1]).toBe(versions[0]! + 1);
    const [row] = await s.t.db
      .select({ id: restrictiveListVersions.id })
      .from(restrictiveListVersions)
      .where(
        sql`${restrictiveListVersions.list} = 'CEPIM' and ${restrictiveListVersions.version} = ${versions[1]!}`,
      );
    const sent = (await s.t.db.execute(
      sql`select cast(count(*) as integer) as n from pgboss.job where name = 'screening-after-import' and data->>'versionId' = ${row!.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(sent.rows[0]!.n)).toBe(1);
  });

  it('a company’s own list: its ADMIN imports it; GET shows each company only its own; the analyst cannot import it', async () => {
    const status = await s.f.importList(
      'EMPRESA',
      utf8(
        'nome;CPF/CNPJ;observação\nFornecedor Vetado Ltda;12.345.678/0001-95;Inadimplência\nPessoa Vetada;123.456.789-09;',
      ),
      'lista.csv',
    );
    expect(status).toMatchObject({
      state: 'CONCLUIDO',
      result: { list: 'EMPRESA', version: 1, rows: 2 },
    });
    const [supplier, person] = await s.f.records('EMPRESA', 1, s.f.companyId);
    expect(supplier).toMatchObject({ documentKey: '12345678000195', category: 'Inadimplência' });
    expect(person).toMatchObject({ documentKey: '12345678909', personKind: 'PF', category: null });
    expect((await s.f.inForce(s.f.analyst)).find((i) => i.list === 'EMPRESA')).toMatchObject({
      version: 1,
      rows: 2,
      importedBy: 'Gestora Exemplo',
    });
    expect((await s.f.inForce()).some((i) => i.list === 'EMPRESA')).toBe(false);
    const history = await callAs(s.t, s.f.admin.session, 'GET', '/v1/company-list/versions');
    expect(json<ListVersionPage>(history).items).toHaveLength(1);
    // Without a header: name; document; note.
    expect(
      await s.f.importList(
        'EMPRESA',
        windows1252('Fornecedor Sem Cabeçalho;98.765.432/0001-98;Nota'),
        'l.csv',
      ),
    ).toMatchObject({ state: 'CONCLUIDO', result: { version: 2, rows: 1 } });
    const denied = await s.f.upload('/v1/company-list/imports', utf8('a;b'), 'l.csv', s.f.analyst);
    expect(denied.statusCode).toBe(403);
    expect(
      (await s.f.upload('/v1/company-list/imports', utf8('a;b'), 'l.csv', s.f.provider)).statusCode,
    ).toBe(403);
  });

  it('public lists: 403 for a client ADMIN and analyst, 401 without a session, 400 for an unknown list, 415 for a PDF', async () => {
    for (const as of [s.f.admin, s.f.analyst]) {
      const response = await s.f.upload(
        '/v1/restrictive-lists/CEIS/imports',
        utf8(ceisCsv()),
        'c.csv',
        as,
      );
      expect(response.statusCode).toBe(403);
      expect(
        (await callAs(s.t, as.session, 'GET', '/v1/restrictive-lists/CEIS/versions')).statusCode,
      ).toBe(403);
    }
    const anonymous = await s.t.app.inject({
      method: 'POST',
      url: '/v1/restrictive-lists/CEIS/imports',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await s.t.app.inject({ method: 'GET', url: '/v1/restrictive-lists' })).statusCode).toBe(
      401,
    );
    for (const list of ['EMPRESA', 'ceis', '..%2F', 'X'.repeat(100)]) {
      const response = await s.f.upload(
        `/v1/restrictive-lists/${list}/imports`,
        utf8(ceisCsv()),
        'c.csv',
      );
      expect(response.statusCode, list).toBe(400);
    }
    const pdf = await s.f.upload('/v1/restrictive-lists/CEIS/imports', utf8('%PDF-1.4\n'), 'c.pdf');
    expect(pdf.statusCode).toBe(415);
  });
});
