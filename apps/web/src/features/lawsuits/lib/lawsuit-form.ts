import { z } from 'zod';
import { cnjProblem, formatCnj } from '@lince/contracts/br/cnj';
import { onlyDigits } from '@lince/contracts/br/digits';
import { isCalendarDate } from '@lince/contracts/fields';
import {
  LAWSUIT_AREAS,
  LAWSUIT_RISKS,
  LAWSUIT_SIDES,
  LAWSUIT_STATUSES,
  type Lawsuit,
  type LawsuitArea,
  type LawsuitCreateInput,
  type LawsuitRisk,
  type LawsuitSide,
  type LawsuitStatus,
  type LawsuitUpdateInput,
} from '@lince/contracts/lawsuits';
import { decimalToInput, parseBrl } from '../../../lib/money.ts';

/** The lawsuit form as a person fills it: amounts typed "1.234,56", dates `aaaa-mm-dd` or ''. */
export interface LawsuitFormValues {
  cnjNumber: string;
  court: string;
  body: string;
  class: string;
  /** Separated by ";" (or new lines). */
  subjects: string;
  area: LawsuitArea | '';
  side: LawsuitSide | '';
  counterparty: string;
  claimValue: string;
  filedAt: string;
  status: LawsuitStatus;
  phase: string;
  lastMovementAt: string;
  risk: LawsuitRisk | '';
  estimatedLoss: string;
  notes: string;
}

const text = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label}: texto longo demais (até ${max.toLocaleString('pt-BR')} caracteres).`);

/** The subjects as a list: split on ";" or new lines, trimmed, empty ones left out. */
export const splitSubjects = (value: string) =>
  value
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The form's checks, with the contracts' messages (CNJ) and Brazilian amounts. */
export const LawsuitFormSchema = z
  .object({
    cnjNumber: z.string(),
    court: text(200, 'Tribunal'),
    body: text(300, 'Órgão julgador'),
    class: text(300, 'Classe'),
    subjects: z.string(),
    area: z.union([z.enum(LAWSUIT_AREAS), z.literal('')]),
    side: z.union([z.enum(LAWSUIT_SIDES), z.literal('')]),
    counterparty: text(300, 'Parte contrária'),
    claimValue: z.string(),
    filedAt: z.string(),
    status: z.enum(LAWSUIT_STATUSES, { error: 'Escolha a situação.' }),
    phase: text(200, 'Fase'),
    lastMovementAt: z.string(),
    risk: z.union([z.enum(LAWSUIT_RISKS), z.literal('')]),
    estimatedLoss: z.string(),
    notes: text(10000, 'Observações'),
  })
  .superRefine((v, ctx) => {
    const issue = (path: keyof LawsuitFormValues, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const cnj = v.cnjNumber.trim();
    if (!cnj) issue('cnjNumber', 'Informe o número CNJ.');
    else {
      const problem = cnjProblem(cnj);
      if (problem) issue('cnjNumber', problem);
    }
    if (v.area === '') issue('area', 'Escolha a área.');
    if (v.side === '') issue('side', 'Escolha o polo.');
    for (const [field, label] of [
      ['claimValue', 'Valor da causa'],
      ['estimatedLoss', 'Perda estimada'],
    ] as const) {
      const parsed = parseBrl(v[field], label);
      if ('error' in parsed) issue(field, parsed.error);
    }
    for (const field of ['filedAt', 'lastMovementAt'] as const)
      if (v[field] && !isCalendarDate(v[field])) issue(field, 'Data inválida: use dd/mm/aaaa.');
    if (splitSubjects(v.subjects).length > 50) issue('subjects', 'No máximo 50 assuntos.');
  });

/** The form's values for a new lawsuit or for editing `lawsuit`. */
export function toFormValues(lawsuit: Lawsuit | null): LawsuitFormValues {
  return {
    cnjNumber: lawsuit ? formatCnj(lawsuit.cnjNumber) : '',
    court: lawsuit?.court ?? '',
    body: lawsuit?.body ?? '',
    class: lawsuit?.class ?? '',
    subjects: lawsuit?.subjects.join('; ') ?? '',
    area: lawsuit?.area ?? '',
    side: lawsuit?.side ?? '',
    counterparty: lawsuit?.counterparty ?? '',
    claimValue: decimalToInput(lawsuit?.claimValue),
    filedAt: lawsuit?.filedAt ?? '',
    status: lawsuit?.status ?? 'ATIVO',
    phase: lawsuit?.phase ?? '',
    lastMovementAt: lawsuit?.lastMovementAt ?? '',
    risk: lawsuit?.risk ?? '',
    estimatedLoss: decimalToInput(lawsuit?.estimatedLoss),
    notes: lawsuit?.notes ?? '',
  };
}

const amount = (typed: string) => {
  const parsed = parseBrl(typed);
  return 'value' in parsed ? parsed.value : null;
};

/** The API body of validated values (every field, so an edit can clear one with null). */
export function toLawsuitInput(v: LawsuitFormValues): LawsuitCreateInput & LawsuitUpdateInput {
  return {
    cnjNumber: onlyDigits(v.cnjNumber),
    court: v.court.trim(),
    body: v.body.trim(),
    class: v.class.trim(),
    subjects: splitSubjects(v.subjects),
    area: v.area as LawsuitArea,
    side: v.side as LawsuitSide,
    counterparty: v.counterparty.trim(),
    claimValue: amount(v.claimValue),
    filedAt: v.filedAt || null,
    status: v.status,
    phase: v.phase.trim(),
    lastMovementAt: v.lastMovementAt || null,
    risk: v.risk || null,
    estimatedLoss: amount(v.estimatedLoss),
    notes: v.notes.trim(),
  };
}

/** What an edit changed, as a partial update: fields left as they were are not sent. */
export function changedFields(
  before: LawsuitFormValues,
  after: LawsuitFormValues,
): LawsuitUpdateInput {
  const was = toLawsuitInput(before);
  const now = toLawsuitInput(after);
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(now) as (keyof typeof now)[])
    if (JSON.stringify(now[key]) !== JSON.stringify(was[key])) changed[key] = now[key];
  return changed as LawsuitUpdateInput;
}

/** API paths → the form's fields, for the server's messages (400 details). */
export const LAWSUIT_SERVER_FIELDS: Partial<Record<string, keyof LawsuitFormValues>> = {
  cnjNumber: 'cnjNumber',
  court: 'court',
  body: 'body',
  class: 'class',
  subjects: 'subjects',
  area: 'area',
  side: 'side',
  counterparty: 'counterparty',
  claimValue: 'claimValue',
  filedAt: 'filedAt',
  status: 'status',
  phase: 'phase',
  lastMovementAt: 'lastMovementAt',
  risk: 'risk',
  estimatedLoss: 'estimatedLoss',
  notes: 'notes',
};
