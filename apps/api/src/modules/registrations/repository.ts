import type { Registration } from '@lince/contracts';
import {
  and,
  desc,
  entities,
  eq,
  registrations,
  sql,
  users,
  type RegistrationRow,
} from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

/** Snapshots are always read through their diligence and the caller's company. */

export interface RegistrationRecord {
  registration: RegistrationRow;
  fetchedByName: string | null;
}

function select(db: DbExecutor) {
  return db
    .select({ registration: registrations, fetchedByName: users.name })
    .from(registrations)
    .leftJoin(users, eq(users.id, registrations.fetchedBy));
}

/** An entity's snapshots, newest first. */
export function listRegistrations(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  entityId: string,
): Promise<RegistrationRecord[]> {
  return select(db)
    .where(
      and(
        eq(registrations.companyId, companyId),
        eq(registrations.diligenceId, diligenceId),
        eq(registrations.entityId, entityId),
      ),
    )
    .orderBy(desc(registrations.fetchedAt), desc(registrations.id));
}

export async function findRegistration(
  db: DbExecutor,
  companyId: string,
  diligenceId: string,
  id: string,
): Promise<RegistrationRecord | undefined> {
  const [row] = await select(db)
    .where(
      and(
        eq(registrations.companyId, companyId),
        eq(registrations.diligenceId, diligenceId),
        eq(registrations.id, id),
      ),
    )
    .limit(1);
  return row;
}

/** The razão social of the newest PJ snapshot of any of the company's entities with this CNPJ. */
export async function latestCompanyName(
  db: DbExecutor,
  companyId: string,
  cnpj: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string | null>`${registrations.data}->>'razaoSocial'` })
    .from(registrations)
    .innerJoin(entities, eq(entities.id, registrations.entityId))
    .where(
      and(
        eq(registrations.companyId, companyId),
        eq(entities.document, cnpj),
        sql`${registrations.data}->>'kind' = 'PJ'`,
      ),
    )
    .orderBy(desc(registrations.fetchedAt), desc(registrations.id))
    .limit(1);
  return row?.name?.trim() || null;
}

export async function insertRegistration(
  tx: DbExecutor,
  values: typeof registrations.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(registrations).values(values).returning({ id: registrations.id });
  return row!.id;
}

/** Only the analyst's conclusion and notes change; the data of a snapshot never does. */
export async function concludeRegistration(
  tx: DbExecutor,
  id: string,
  values: Pick<RegistrationRow, 'conclusion' | 'notes'>,
) {
  await tx.update(registrations).set(values).where(eq(registrations.id, id));
}

export function toRegistration({
  registration: r,
  fetchedByName,
}: RegistrationRecord): Registration {
  return {
    _id: r.id,
    entityId: r.entityId,
    source: r.source,
    fetchedAt: r.fetchedAt.toISOString(),
    fetchedBy: r.fetchedBy && fetchedByName ? { _id: r.fetchedBy, name: fetchedByName } : null,
    data: r.data,
    divergences: r.divergences,
    conclusion: r.conclusion,
    notes: r.notes,
  };
}
