import { TrackFormSchema, type TrackFormValues } from './track-form.ts';

/** The five steps of the track stepper, in order. */
export const WIZARD_STEPS = [
  'Dados gerais',
  'Etapas',
  'Documentos por etapa',
  'Verificações',
  'Revisão',
] as const;
export const REVIEW_STEP = WIZARD_STEPS.length - 1;

/**
 * Which step of the stepper holds a field (`steps.1.requirements.0.documentTypeId` → 2): name,
 * purpose and description in 0; the list of steps, their titles and SLA in 1; documents in 2;
 * checks in 3.
 */
export function wizardStepOfPath(path: string): number {
  const [head, , part] = path.split('.');
  if (head !== 'steps') return 0;
  if (part === 'requirements') return 2;
  if (part === 'checks') return 3;
  return 1;
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** Every problem of the form (the contract's messages), each with the path of its field. */
export function formIssues(values: TrackFormValues): FieldIssue[] {
  const parsed = TrackFormSchema.safeParse(values);
  return (parsed.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

/** The problems of one step of the stepper (what keeps "Próximo" from moving on). */
export const issuesOfWizardStep = (values: TrackFormValues, step: number) =>
  formIssues(values).filter((issue) => wizardStepOfPath(issue.path) === step);

/** The first step of the stepper holding one of `paths`, or null. */
export function firstWizardStepOf(paths: readonly string[]): number | null {
  const steps = paths.map(wizardStepOfPath);
  return steps.length ? Math.min(...steps) : null;
}

/** The paths of the messages in a react-hook-form `errors` tree (`steps.0.title`, `name`…). */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown>;
  const own = typeof node.message === 'string' && prefix ? [prefix] : [];
  return [
    ...own,
    ...Object.entries(node)
      .filter(([key]) => !['message', 'type', 'ref', 'types', 'root'].includes(key))
      .flatMap(([key, child]) => errorPaths(child, prefix ? `${prefix}.${key}` : key)),
  ];
}
