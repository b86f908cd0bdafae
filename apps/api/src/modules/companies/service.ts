import {
  CNPJ_TAKEN_MESSAGE,
  OWN_COMPANY_DEACTIVATION_MESSAGE,
  type Company,
  type CompanyInputSchema,
  type CompanyListQuerySchema,
  type CompanyUpdateSchema,
  type Page,
} from '@lince/contracts';
import type { z } from 'zod';
import { audit, audited, changes } from '../../domain/audit.ts';
import { inTransaction, type ServiceContext } from '../../core/context.ts';
import { conflict, conflictOnDuplicate, forbidden, notFound } from '../../core/errors.ts';
import { inCompany } from '../../core/in-company.ts';
import { pageResult } from '../../lib/paging.ts';
import { revokeCompanySessions } from '../../domain/accounts/sessions.ts';
import {
  findCompany,
  findCompanyByCnpj,
  insertCompany,
  listCompanies,
  type CompanyListRow,
} from './repository.ts';
import { updateCompany } from '../../domain/company.ts';

export const companyNotFound = () => notFound('Empresa não encontrada.');
const cnpjTaken = () => conflict(CNPJ_TAKEN_MESSAGE);

function toCompany({ company, usersCount, provider }: CompanyListRow): Company {
  const address = company.address
    ? {
        cep: company.address.cep ?? '',
        logradouro: company.address.logradouro ?? '',
        numero: company.address.numero ?? '',
        complemento: company.address.complemento ?? '',
        bairro: company.address.bairro ?? '',
        cidade: company.address.cidade ?? '',
        uf: company.address.uf ?? '',
      }
    : null;
  return {
    _id: company.id,
    name: company.name,
    cnpj: company.cnpj,
    address,
    active: company.active,
    provider,
    usersCount,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
  };
}

/** A write that may hit the unique CNPJ: the database's refusal becomes the 409 of a taken CNPJ. */
const guardingCnpj = <T>(write: Promise<T>) => conflictOnDuplicate(write, CNPJ_TAKEN_MESSAGE);

export async function listCompanyPage(
  ctx: ServiceContext,
  query: z.output<typeof CompanyListQuerySchema>,
): Promise<Page<Company>> {
  const { rows, total } = await listCompanies(ctx.db, query);
  return pageResult(rows.map(toCompany), total, query.page, query.pageSize);
}

export async function getCompany(ctx: ServiceContext, id: string): Promise<Company> {
  const row = await findCompany(ctx.db, id);
  if (!row) throw companyNotFound();
  return toCompany(row);
}

/** The new company's own trail records its creation (the caller is the provider's staff). */
export async function createCompany(
  ctx: ServiceContext,
  input: z.output<typeof CompanyInputSchema>,
): Promise<Company> {
  if (await findCompanyByCnpj(ctx.db, input.cnpj)) throw cnpjTaken();
  const id = await guardingCnpj(
    inTransaction(ctx, async (tx) => {
      const created = await insertCompany(tx.db, {
        name: input.name,
        cnpj: input.cnpj,
        address: input.address,
      });
      await audit(inCompany(tx, created.id), {
        action: 'COMPANY_CREATED',
        targetType: 'company',
        targetId: created.id,
        summary: { after: { name: created.name, cnpj: created.cnpj } },
      });
      return created.id;
    }),
  );
  return getCompany(ctx, id);
}

export async function editCompany(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof CompanyUpdateSchema>,
): Promise<Company> {
  const current = await findCompany(ctx.db, id);
  if (!current) throw companyNotFound();
  if (input.cnpj && input.cnpj !== current.company.cnpj) {
    const other = await findCompanyByCnpj(ctx.db, input.cnpj);
    if (other && other.id !== id) throw cnpjTaken();
  }
  const values = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.cnpj !== undefined ? { cnpj: input.cnpj } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
  };
  const diff = changes(
    {
      name: current.company.name,
      cnpj: current.company.cnpj,
      address: current.company.address,
    } as Record<string, unknown>,
    values,
  );
  if (Object.keys(diff.after).length === 0) return toCompany(current);
  await guardingCnpj(
    audited(
      inCompany(ctx, id),
      { action: 'COMPANY_UPDATED', targetType: 'company', targetId: id, summary: diff },
      (tx) => updateCompany(tx.db, id, values),
    ),
  );
  return getCompany(ctx, id);
}

/**
 * Deactivating blocks every user of the company at once: the auth hook refuses users of an
 * inactive company on each request, renewal refuses them, and their refresh tokens are revoked.
 */
export async function setCompanyActive(
  ctx: ServiceContext,
  id: string,
  active: boolean,
): Promise<Company> {
  const current = await findCompany(ctx.db, id);
  if (!current) throw companyNotFound();
  if (!active && (current.provider || id === ctx.companyId))
    throw forbidden(OWN_COMPANY_DEACTIVATION_MESSAGE);
  if (current.company.active === active) return toCompany(current);
  await audited(
    inCompany(ctx, id),
    (revoked: number | null) => ({
      action: active ? 'COMPANY_ACTIVATED' : 'COMPANY_DEACTIVATED',
      targetType: 'company',
      targetId: id,
      summary: {
        before: { active: !active },
        after: { active },
        ...(revoked === null ? {} : { sessionsRevoked: revoked }),
      },
    }),
    async (tx) => {
      await updateCompany(tx.db, id, { active });
      return active ? null : revokeCompanySessions(tx.db, id);
    },
  );
  return getCompany(ctx, id);
}
