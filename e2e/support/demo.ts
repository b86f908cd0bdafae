import { eq } from 'drizzle-orm';
import type { Database } from '../../packages/db/src/client.ts';
import { companies, users } from '../../packages/db/src/schema/index.ts';
import { DEMO } from './server.ts';

/** The demo company and its analyst (the owner journeys give their seeded diligences). */
export async function demoCompanyAndAnalyst(db: Database) {
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.name, 'Demo Consultoria Ltda'));
  const [analyst] = await db.select().from(users).where(eq(users.email, DEMO.DEFAULT));
  return { company: company!, analyst: analyst! };
}
