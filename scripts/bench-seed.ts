/**
 * The data of `npm run bench`: one company with 20 users, `diligences` diligences of every
 * status, purpose and priority, 5 entities each (1 company, 4 people) and one team member each,
 * plus a second company so that every query has to filter by company. Bulk SQL
 * (`generate_series`), identical on PGlite and PostgreSQL.
 */
import { sql, type Database } from '@lince/db';
import { TEST_PASSWORD_HASH } from '@lince/db/testing/factories';

export const ENTITIES_PER_DILIGENCE = 5;
export const BENCH_COMPANY = 'bench-co';

export async function seedBench(db: Database, diligences: number): Promise<void> {
  await db.execute(sql`
    insert into companies (id, name, cnpj) values (${BENCH_COMPANY}, 'Bench Ltda', '11222333000181'),
      ('other-co', 'Outra Ltda', '11444777000161')`);
  await db.execute(sql`
    insert into users (id, name, email, company_id, role, password_hash)
    select 'u' || i, 'Analista ' || i, 'analista' || i || '@bench.test', ${BENCH_COMPANY},
      case when i = 1 then 'ADMIN' else 'DEFAULT' end, ${TEST_PASSWORD_HASH}
    from generate_series(1, 20) i
    union all
    select 'o' || i, 'Outro ' || i, 'outro' || i || '@bench.test', 'other-co', 'DEFAULT',
      ${TEST_PASSWORD_HASH}
    from generate_series(1, 3) i`);
  await db.execute(sql`
    update companies set settings = '{"slaDaysByStatus":{"A_INICIAR":5,"COLETA":10,"ANALISE":10,"REVISAO":5}}'
    where id = ${BENCH_COMPANY}`);
  // ASCII names, so lower() is the search normalisation. Status, purpose, priority and owner drawn
  // independently (hashint4), so that filters combine realistically. A tenth as many rows in the
  // other company.
  await db.execute(sql`
    insert into diligences (id, company_id, code, title, purpose, status, priority, due_date,
      owner_id, search_text, status_changed_at, created_at, created_by)
    select 'd' || i, case when i % 11 = 0 then 'other-co' else ${BENCH_COMPANY} end,
      'DD-2026-' || lpad(i::text, greatest(4, length(i::text)), '0'),
      'Diligencia ' || (array['Aquisicao','Credito','Imovel','Fornecedor','Parceria'])[1 + i % 5] || ' numero ' || i,
      (array['M_A','CREDITO','IMOBILIARIA','FORNECEDOR','PARCEIRO','OUTRO'])[1 + mod(mod(hashint4(i + 1), 6) + 6, 6)],
      (array['A_INICIAR','COLETA','ANALISE','REVISAO','CONCLUIDA','CANCELADA'])[1 + mod(mod(hashint4(i + 2), 6) + 6, 6)],
      (array['BAIXA','MEDIA','ALTA','URGENTE'])[1 + mod(mod(hashint4(i + 3), 4) + 4, 4)],
      case when i % 9 = 0 then null else date '2026-01-01' + (i % 700) end,
      case when i % 11 = 0 then 'o1' else 'u' || (1 + mod(mod(hashint4(i + 4), 20) + 20, 20)) end, '',
      now() - ((i % 30) || ' days')::interval,
      now() - ((i % 365) || ' days')::interval - (i || ' seconds')::interval,
      case when i % 11 = 0 then 'o1' else 'u1' end
    from generate_series(1, ${Math.round(diligences * 1.1)}) i`);
  await db.execute(sql`
    insert into entities (id, company_id, diligence_id, kind, name, document, role_in_diligence,
      search_text, created_at)
    select 'e' || d.n || '-' || k, d.company_id, d.id, case when k = 1 then 'PJ' else 'PF' end,
      case when k = 1 then 'Empresa Alvo ' || d.n || ' Ltda' else 'Pessoa ' || d.n || ' Socio ' || k end,
      case when k = 1 then lpad((d.n * 10)::text, 14, '0') else lpad((d.n * 10 + k)::text, 11, '0') end,
      case when k = 1 then 'ALVO' else 'SOCIO' end, '', d.created_at + (k || ' seconds')::interval
    from (select id, company_id, created_at, substr(id, 2)::int n from diligences) d,
      generate_series(1, ${ENTITIES_PER_DILIGENCE}) k`);
  await db.execute(sql`update entities set search_text = lower(name) || ' ' || lower(document)`);
  await db.execute(sql`
    update diligences d set search_text = lower(d.code || ' ' || d.title) || ' | ' ||
      (select string_agg(e.search_text, ' ') from entities e where e.diligence_id = d.id)`);
  await db.execute(sql`
    insert into diligence_members (diligence_id, user_id)
    select id, 'u' || (1 + (substr(id, 2)::int + 7) % 20) from diligences
    where company_id = ${BENCH_COMPANY}`);
  await db.execute(sql`vacuum analyze`);
}
