import { randomInt, randomUUID } from 'node:crypto';
import { mod11CheckDigit } from '@lince/contracts/br/digits';
import type { Role } from '@lince/contracts/roles';
import type { Database } from '../client.ts';
import {
  companies,
  diligences,
  entities,
  trackVersions,
  tracks,
  users,
  type CompanyRow,
  type DiligenceRow,
  type EntityRow,
  type NewDiligenceRow,
  type NewEntityRow,
  type NewCompanyRow,
  type NewUserRow,
  type NewTrackVersionRow,
  type StoredTrackStep,
  type TrackVersionRow,
  type UserRow,
} from '../schema/index.ts';

/** The password of every user made by `createUser` unless another hash is given. */
export const TEST_PASSWORD = 'Senha-de-Teste#2026';
/** argon2id (m=19456, t=2, p=1) of TEST_PASSWORD, precomputed so factories stay fast. */
export const TEST_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$eGFiiiJbjPlAljC8ckWcuA$nNgavTzrsV1d4lMXrUDa0r6BhTZCD2Z5p1Ng6ds0rLU';

function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** A CNPJ's first 12 characters (digits or, alphanumeric, letters) with its two check digits. */
export function withCnpjCheckDigits(body12: string): string {
  const first = mod11CheckDigit(body12, 9);
  return `${body12}${first}${mod11CheckDigit(`${body12}${first}`, 9)}`;
}

/** A CPF's first 9 digits with its two check digits. */
export function withCpfCheckDigits(body9: string): string {
  const first = mod11CheckDigit(body9, 11);
  return `${body9}${first}${mod11CheckDigit(`${body9}${first}`, 11)}`;
}

/** A random valid numeric CNPJ (normalised, 14 digits). */
export const randomCnpj = () => withCnpjCheckDigits(`${randomDigits(8)}0001`);

/** A random valid CPF (normalised, 11 digits). */
export const randomCpf = () => withCpfCheckDigits(randomDigits(9));

export async function createCompany(
  db: Database,
  overrides: Partial<NewCompanyRow> = {},
): Promise<CompanyRow> {
  const [company] = await db
    .insert(companies)
    .values({ name: `Empresa ${randomUUID().slice(0, 8)}`, cnpj: randomCnpj(), ...overrides })
    .returning();
  return company!;
}

export interface CreateUserOptions extends Partial<NewUserRow> {
  role?: Role;
}

/** A user (in a new company unless `companyId` is given) whose password is TEST_PASSWORD. */
export async function createUser(
  db: Database,
  overrides: CreateUserOptions = {},
): Promise<UserRow & { password: string }> {
  const companyId = overrides.companyId ?? (await createCompany(db)).id;
  const [user] = await db
    .insert(users)
    .values({
      name: 'Usuária de Teste',
      email: `usuario.${randomUUID().slice(0, 8)}@teste.test`,
      role: 'DEFAULT',
      passwordHash: TEST_PASSWORD_HASH,
      ...overrides,
      companyId,
    })
    .returning();
  return { ...user!, password: TEST_PASSWORD };
}

let diligenceSeq = 0;

/** A diligence of `companyId` owned by `ownerId` (code `DD-TEST-n` unless given; no counter used). */
export async function createDiligence(
  db: Database,
  overrides: Partial<NewDiligenceRow> & { companyId: string; ownerId: string },
): Promise<DiligenceRow> {
  diligenceSeq += 1;
  const code = overrides.code ?? `DD-1999-${String(diligenceSeq).padStart(4, '0')}`;
  const title = overrides.title ?? `Diligência de teste ${diligenceSeq}`;
  const [row] = await db
    .insert(diligences)
    .values({
      code,
      title,
      purpose: 'OUTRO',
      searchText: `${code} ${title}`.toLowerCase(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A PJ entity (random CNPJ) of a diligence unless overridden. */
export async function createEntity(
  db: Database,
  overrides: Partial<NewEntityRow> & { companyId: string; diligenceId: string },
): Promise<EntityRow> {
  const [row] = await db
    .insert(entities)
    .values({
      kind: 'PJ',
      name: `Parte ${randomUUID().slice(0, 6)}`,
      document: randomCnpj(),
      roleInDiligence: 'ALVO',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A track of `companyId` with one version (PUBLICADA unless given) of the given steps (one step
 * without requirements unless given). Keys of steps are filled in when absent.
 */
export async function createTrack(
  db: Database,
  overrides: Partial<Omit<NewTrackVersionRow, 'steps'>> & {
    companyId: string;
    steps?: (Omit<StoredTrackStep, 'key'> & { key?: string })[];
  },
): Promise<TrackVersionRow> {
  const [track] = await db
    .insert(tracks)
    .values({ companyId: overrides.companyId, createdBy: overrides.createdBy ?? null })
    .returning();
  const steps = (
    overrides.steps ?? [{ title: 'Etapa 1', slaDays: null, requirements: [], checks: [] }]
  ).map((s) => ({ ...s, key: s.key ?? randomUUID() }));
  const status = overrides.status ?? 'PUBLICADA';
  const [row] = await db
    .insert(trackVersions)
    .values({
      name: `Trilha ${randomUUID().slice(0, 6)}`,
      purpose: 'OUTRO',
      version: 1,
      status,
      publishedAt: status === 'PUBLICADA' ? new Date() : null,
      ...overrides,
      steps,
      trackId: track!.id,
    })
    .returning();
  return row!;
}
