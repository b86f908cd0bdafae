import { TransactionRollbackError } from 'drizzle-orm';
import type { Role } from '@lince/contracts/roles';
import type { Database } from './client.ts';
import { insertDemoTracks } from './demo-tracks.ts';
import { companies, users } from './schema/index.ts';

export const DEMO_PASSWORD = 'Diligencia#2026';

export interface DemoCompany {
  name: string;
  /** Normalised (no punctuation). Lince Tecnologia has an alphanumeric CNPJ (valid since July 2026). */
  cnpj: string;
}

export interface DemoAccount {
  email: string;
  name: string;
  role: Role;
  company: string;
  cpf: string;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  { name: 'Lince Tecnologia', cnpj: 'LINC3TEC000107' },
  { name: 'Demo Consultoria Ltda', cnpj: '48291735000148' },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'lince.admin@lince.test',
    name: 'Helena Duarte',
    role: 'LINCE_ADMIN',
    company: 'Lince Tecnologia',
    cpf: '52998224725',
  },
  {
    email: 'lince@lince.test',
    name: 'Rafael Nogueira',
    role: 'LINCE_DEFAULT',
    company: 'Lince Tecnologia',
    cpf: '39184650206',
  },
  {
    email: 'admin@demo.test',
    name: 'Beatriz Moreira',
    role: 'ADMIN',
    company: 'Demo Consultoria Ltda',
    cpf: '74185296355',
  },
  {
    // A second ADMIN: the reviewer of the demo tracks (four eyes).
    email: 'gestora@demo.test',
    name: 'Carolina Teixeira',
    role: 'ADMIN',
    company: 'Demo Consultoria Ltda',
    cpf: '81526394782',
  },
  {
    email: 'analista@demo.test',
    name: 'João Pedro Almeida',
    role: 'DEFAULT',
    company: 'Demo Consultoria Ltda',
    cpf: '26841357973',
  },
];

export interface SeedResult {
  seeded: boolean;
}

/**
 * Creates the demo companies and accounts, and the demo client company's three published tracks
 * (written by admin@demo.test, approved by gestora@demo.test), only when the database has no company at all
 * (so it never touches a database in use). Idempotent.
 */
export async function seedDemo(
  db: Database,
  hashPassword: (password: string) => Promise<string>,
): Promise<SeedResult> {
  const [existing] = await db.select({ id: companies.id }).from(companies).limit(1);
  if (existing) return { seeded: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db
    .transaction(async (tx) => {
      const inserted = await tx
        .insert(companies)
        .values(DEMO_COMPANIES.map((c) => ({ name: c.name, cnpj: c.cnpj })))
        .onConflictDoNothing()
        .returning();
      if (inserted.length !== DEMO_COMPANIES.length) {
        // Another process seeded concurrently: leave its data alone.
        tx.rollback();
      }
      const idByName = new Map(inserted.map((c) => [c.name, c.id]));
      const accounts = await tx
        .insert(users)
        .values(
          DEMO_ACCOUNTS.map((a) => ({
            email: a.email,
            name: a.name,
            role: a.role,
            cpf: a.cpf,
            companyId: idByName.get(a.company)!,
            passwordHash,
          })),
        )
        .returning({ id: users.id, email: users.email, companyId: users.companyId });
      const account = (email: string) => accounts.find((a) => a.email === email)!;
      const author = account('admin@demo.test');
      await insertDemoTracks(tx, author.companyId, author.id, account('gestora@demo.test').id);
      return { seeded: true };
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return { seeded: false };
      throw error;
    });
}
