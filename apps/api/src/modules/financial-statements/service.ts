/** Analysed companies (by CNPJ) of the caller's company, and their links to diligences. */
import {
  FINANCIAL_COMPANY_CNPJ_TAKEN_MESSAGE,
  FINANCIAL_COMPANY_NOT_FOUND_MESSAGE,
  type FinancialCompany,
  type FinancialCompanyDetail,
  type FinancialCompanyInputSchema,
  type FinancialCompanyListQuerySchema,
  type NameSuggestion,
  type Page,
} from '@lince/contracts';
import type { z } from 'zod';
import { audited, changes } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { conflict, conflictOnDuplicate, notFound } from '../../core/errors.ts';
import { pageResult } from '../../lib/paging.ts';
import { entitiesWithDocument } from '../entities/index.ts';
import { latestCompanyName } from '../registrations/index.ts';
import { toFinancialCompany } from './mappers.ts';
import {
  deleteFinancialCompany,
  findFinancialCompany,
  findFinancialCompanyByCnpj,
  insertFinancialCompany,
  listFinancialCompanies,
  updateFinancialCompany,
  type FinancialCompanyRecord,
} from './repository.ts';

type Input = z.output<typeof FinancialCompanyInputSchema>;

const cnpjTaken = () => conflict(FINANCIAL_COMPANY_CNPJ_TAKEN_MESSAGE);

const guardingCnpj = <T>(write: Promise<T>) =>
  conflictOnDuplicate(write, FINANCIAL_COMPANY_CNPJ_TAKEN_MESSAGE);

/** The company's analysed company, or the 404 an unknown id and another company's id share. */
export async function loadFinancialCompany(
  ctx: ServiceContext,
  id: string,
): Promise<FinancialCompanyRecord> {
  const record = await findFinancialCompany(ctx.db, ctx.companyId, id);
  if (!record) throw notFound(FINANCIAL_COMPANY_NOT_FOUND_MESSAGE);
  return record;
}

export async function listFinancialCompanyPage(
  ctx: ServiceContext,
  query: z.output<typeof FinancialCompanyListQuerySchema>,
): Promise<Page<FinancialCompany>> {
  const { rows, total } = await listFinancialCompanies(ctx.db, ctx.companyId, query);
  return pageResult(rows.map(toFinancialCompany), total, query.page, query.pageSize);
}

/** With the diligences whose entities carry the CNPJ (each with those entities). */
export async function getFinancialCompany(
  ctx: ServiceContext,
  id: string,
): Promise<FinancialCompanyDetail> {
  const record = await loadFinancialCompany(ctx, id);
  const rows = await entitiesWithDocument(ctx.db, ctx.companyId, record.company.cnpj);
  const diligences = new Map<string, FinancialCompanyDetail['diligences'][number]>();
  for (const row of rows) {
    const diligence = diligences.get(row.diligenceId) ?? {
      _id: row.diligenceId,
      code: row.code,
      title: row.title,
      status: row.status,
      entities: [],
    };
    diligence.entities.push({ _id: row.entityId, name: row.entityName });
    diligences.set(row.diligenceId, diligence);
  }
  return { ...toFinancialCompany(record), diligences: [...diligences.values()] };
}

/** The name a diligence already knows for a CNPJ: the registration's razão social, else an entity's name. */
export async function suggestName(ctx: ServiceContext, cnpj: string): Promise<NameSuggestion> {
  const [registered, entities, existing] = await Promise.all([
    latestCompanyName(ctx.db, ctx.companyId, cnpj),
    entitiesWithDocument(ctx.db, ctx.companyId, cnpj),
    findFinancialCompanyByCnpj(ctx.db, ctx.companyId, cnpj),
  ]);
  const entityName = entities[0]?.entityName ?? null;
  return {
    cnpj,
    name: registered ?? entityName,
    from: registered ? 'CADASTRO' : entityName ? 'PARTE' : null,
    financialCompanyId: existing?.company.id ?? null,
  };
}

export async function createFinancialCompany(
  ctx: ServiceContext,
  input: Input,
): Promise<FinancialCompany> {
  if (await findFinancialCompanyByCnpj(ctx.db, ctx.companyId, input.cnpj)) throw cnpjTaken();
  const id = await guardingCnpj(
    audited(
      ctx,
      (created: string) => ({
        action: 'FINANCIAL_COMPANY_CREATED',
        targetType: 'financial_company',
        targetId: created,
        summary: { after: { cnpj: input.cnpj, name: input.name } },
      }),
      (tx) =>
        insertFinancialCompany(tx.db, {
          companyId: ctx.companyId,
          cnpj: input.cnpj,
          name: input.name,
          createdBy: ctx.userId,
        }),
    ),
  );
  return toFinancialCompany((await findFinancialCompany(ctx.db, ctx.companyId, id))!);
}

export async function editFinancialCompany(
  ctx: ServiceContext,
  id: string,
  input: Input,
): Promise<FinancialCompanyDetail> {
  const { company } = await loadFinancialCompany(ctx, id);
  const diff = changes({ cnpj: company.cnpj, name: company.name }, input);
  if (Object.keys(diff.after).length > 0) {
    if (input.cnpj !== company.cnpj) {
      const other = await findFinancialCompanyByCnpj(ctx.db, ctx.companyId, input.cnpj);
      if (other) throw cnpjTaken();
    }
    await guardingCnpj(
      audited(
        ctx,
        {
          action: 'FINANCIAL_COMPANY_UPDATED',
          targetType: 'financial_company',
          targetId: id,
          summary: diff,
        },
        (tx) => updateFinancialCompany(tx.db, id, input),
      ),
    );
  }
  return getFinancialCompany(ctx, id);
}

/** Removes the company and all its statements. */
export async function removeFinancialCompany(ctx: ServiceContext, id: string): Promise<void> {
  const { company, fiscalYears } = await loadFinancialCompany(ctx, id);
  await audited(
    ctx,
    {
      action: 'FINANCIAL_COMPANY_DELETED',
      targetType: 'financial_company',
      targetId: id,
      summary: { before: { cnpj: company.cnpj, name: company.name, fiscalYears } },
    },
    (tx) => deleteFinancialCompany(tx.db, id),
  );
}
