/**
 * The HTTP endpoints `npm run bench` measures (scripts/bench.ts), each cycling through a few
 * realistic queries.
 */
import { KANBAN_CARDS_DEFAULT } from '@lince/contracts';
import { BENCH_FINANCIAL_ADMIN, BENCH_FINANCIAL_YEARS } from './bench-financial.ts';
import { BENCH_LAWSUITS } from './bench-lawsuits.ts';
import { INDICATORS_BUDGET_MS } from './bench-indicators.ts';

/** List pages as the web asks for them: filters, sorts, pages, searches by word and by CNPJ. */
const LIST_PATHS = [
  '/v1/diligences?page=1&pageSize=20',
  '/v1/diligences?page=3&pageSize=20&sort=dueDate&order=desc',
  '/v1/diligences?status=ANALISE&purpose=CREDITO&sort=priority',
  '/v1/diligences?pageSize=50&ownerId=u3',
  '/v1/diligences?search=aquisicao&page=2',
  '/v1/diligences?sort=title&order=desc&memberId=u5',
  '/v1/diligences?search=00000000042420',
];

/** The boards the web asks for: its first page of cards per column, with and without filters. */
const KANBAN_PATHS = [
  `/v1/diligences/kanban?limit=${KANBAN_CARDS_DEFAULT}`,
  `/v1/diligences/kanban?limit=${KANBAN_CARDS_DEFAULT}&purpose=M_A`,
  `/v1/diligences/kanban?limit=${KANBAN_CARDS_DEFAULT}&priority=ALTA,URGENTE&ownerId=u4`,
];

/**
 * The endpoints measured, each cycling through a few realistic queries. `uncached` sends them to
 * a second instance of the API on the same database with the listing cache off
 * (LISTING_CACHE_SECONDS=0): every page and board built from the database, as after each write.
 */
export const ENDPOINTS: {
  name: string;
  paths: string[];
  api: boolean;
  uncached?: boolean;
  /** Asked by this user (e-mail) instead of the analyst (analista2), e.g. an ADMIN. */
  user?: string;
  budget?: number;
  connections?: number;
}[] = [
  { name: 'hello (Fastify puro)', paths: ['/hello'], api: false },
  { name: 'GET /v1/diligences (lista)', api: true, paths: LIST_PATHS },
  { name: 'GET /v1/diligences (lista, sem cache)', api: true, uncached: true, paths: LIST_PATHS },
  {
    name: 'GET /v1/diligences/kanban',
    api: true,
    paths: KANBAN_PATHS,
  },
  {
    name: 'GET /v1/diligences/kanban (sem cache)',
    api: true,
    uncached: true,
    paths: KANBAN_PATHS,
  },
  {
    name: 'GET /v1/search',
    api: true,
    paths: [
      '/v1/search?q=empresa%20alvo%204242',
      '/v1/search?q=DD-2026-0815',
      '/v1/search?q=00000000042420',
      '/v1/search?q=pessoa%2077',
      '/v1/search?q=credito',
      // A CNJ number's start (lawsuits_company_cnj_idx).
      '/v1/search?q=0001234-56.2024',
    ],
  },
  /** Paths filled once the entity's lawsuits are seeded (scripts/bench-lawsuits.ts). */
  { name: `GET /v1/…/lawsuits (${BENCH_LAWSUITS} processos)`, api: true, paths: [] },
  /** The same, its summary rebuilt every time (as right after a write of the entity's lawsuits). */
  {
    name: `GET /v1/…/lawsuits (${BENCH_LAWSUITS} processos, sem cache)`,
    api: true,
    uncached: true,
    paths: [],
  },
  /** Paths filled once the activities and findings are seeded (scripts/bench-indicators.ts). */
  {
    name: 'GET /v1/reports/indicators (100.000 atividades)',
    api: true,
    paths: [],
    user: 'analista1@bench.test',
    budget: INDICATORS_BUDGET_MS,
    connections: Number(process.env.BENCH_INDICATOR_CONNECTIONS ?? 2),
  },
  /** Paths filled once the analysed company's statements are seeded (scripts/bench-financial.ts). */
  {
    name: `GET /v1/financial-companies/:id/analysis (financial, ${BENCH_FINANCIAL_YEARS} anos)`,
    api: true,
    paths: [],
    user: BENCH_FINANCIAL_ADMIN,
  },
];
