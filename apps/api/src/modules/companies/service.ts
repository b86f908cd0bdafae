import {
  CNPJ_TAKEN_MESSAGE,
  OWN_COMPANY_DEACTIVATION_MESSAGE,
  type Company,
  type CompanyInputSchema,
  type CompanyListQuerySchema,
  type CompanyUpdateSchema,
  type Page,
} from '@lince/contracts';
import { refreshTokens, users, and, eq, inArray, isNull, type Database } from '@lince/db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { pageResult } from '../../lib/paging.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { changes } from '../../core/audit.ts';
import { recordActivity } from '../activity/repository.ts';
import {
  findCompany,
  findCompanyByCnpj,
  insertCompany,
  listCompanies,
  updateCompany,
  type CompanyListRow,
} from './repository.ts';

type Actor = AuthContext & { ip: string };

export const companyNotFound = () => new AppError(404, 'NOT_FOUND', 'Empresa não encontrada.');
const cnpjTaken = () => new AppError(409, 'CONFLICT', CNPJ_TAKEN_MESSAGE);

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

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export async function listCompanyPage(
  db: Database,
  query: z.output<typeof CompanyListQuerySchema>,
): Promise<Page<Company>> {
  const { rows, total } = await listCompanies(db, query);
  return pageResult(rows.map(toCompany), total, query.page, query.pageSize);
}

export async function getCompany(db: Database, id: string): Promise<Company> {
  const row = await findCompany(db, id);
  if (!row) throw companyNotFound();
  return toCompany(row);
}

export async function createCompany(
  db: Database,
  input: z.output<typeof CompanyInputSchema>,
  actor: Actor,
): Promise<Company> {
  if (await findCompanyByCnpj(db, input.cnpj)) throw cnpjTaken();
  try {
    const id = await db.transaction(async (tx) => {
      const created = await insertCompany(tx, {
        name: input.name,
        cnpj: input.cnpj,
        address: input.address,
      });
      await recordActivity(tx, {
        companyId: created.id,
        userId: actor.userId,
        action: 'COMPANY_CREATED',
        targetType: 'company',
        targetId: created.id,
        summary: { after: { name: created.name, cnpj: created.cnpj } },
        ip: actor.ip,
      });
      return created.id;
    });
    return getCompany(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw cnpjTaken();
    throw error;
  }
}

export async function editCompany(
  db: Database,
  id: string,
  input: z.output<typeof CompanyUpdateSchema>,
  actor: Actor,
): Promise<Company> {
  const current = await findCompany(db, id);
  if (!current) throw companyNotFound();
  if (input.cnpj && input.cnpj !== current.company.cnpj) {
    const other = await findCompanyByCnpj(db, input.cnpj);
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
  try {
    await db.transaction(async (tx) => {
      await updateCompany(tx, id, values);
      await recordActivity(tx, {
        companyId: id,
        userId: actor.userId,
        action: 'COMPANY_UPDATED',
        targetType: 'company',
        targetId: id,
        summary: diff,
        ip: actor.ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw cnpjTaken();
    throw error;
  }
  return getCompany(db, id);
}

/**
 * Deactivating blocks every user of the company at once: the auth hook refuses users of an
 * inactive company on each request, renewal refuses them, and their refresh tokens are revoked.
 */
export async function setCompanyActive(
  db: Database,
  id: string,
  active: boolean,
  actor: Actor,
): Promise<Company> {
  const current = await findCompany(db, id);
  if (!current) throw companyNotFound();
  if (!active && (current.provider || id === actor.companyId))
    throw new AppError(403, 'FORBIDDEN', OWN_COMPANY_DEACTIVATION_MESSAGE);
  if (current.company.active === active) return toCompany(current);
  await db.transaction(async (tx) => {
    await updateCompany(tx, id, { active });
    let revoked = 0;
    if (!active) {
      const rows = await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            isNull(refreshTokens.revokedAt),
            inArray(
              refreshTokens.userId,
              tx.select({ id: users.id }).from(users).where(eq(users.companyId, id)),
            ),
          ),
        )
        .returning({ id: refreshTokens.id });
      revoked = rows.length;
    }
    await recordActivity(tx, {
      companyId: id,
      userId: actor.userId,
      action: active ? 'COMPANY_ACTIVATED' : 'COMPANY_DEACTIVATED',
      targetType: 'company',
      targetId: id,
      summary: {
        before: { active: !active },
        after: { active },
        ...(active ? {} : { refreshTokensRevoked: revoked }),
      },
      ip: actor.ip,
    });
  });
  return getCompany(db, id);
}
