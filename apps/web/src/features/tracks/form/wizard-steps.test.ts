import { describe, expect, it } from 'vitest';
import { checkChoice, withCheckChoice } from '../components/checks-step.tsx';
import { emptyStep, NEW_TRACK_VALUES } from './track-form.ts';
import {
  errorPaths,
  firstWizardStepOf,
  issuesOfWizardStep,
  wizardStepOfPath,
} from './wizard-steps.ts';

describe('track stepper steps', () => {
  it('places each field in its step of the stepper', () => {
    expect(wizardStepOfPath('name')).toBe(0);
    expect(wizardStepOfPath('steps')).toBe(1);
    expect(wizardStepOfPath('steps.3.slaDays')).toBe(1);
    expect(wizardStepOfPath('steps.0.requirements.2.documentTypeId')).toBe(2);
    expect(wizardStepOfPath('steps.1.checks.0.kind')).toBe(3);
    expect(firstWizardStepOf(['steps.1.checks.0.kind', 'steps.0.title'])).toBe(1);
    expect(firstWizardStepOf([])).toBeNull();
  });

  it("lists one step's problems with the contract's messages", () => {
    const values = {
      ...NEW_TRACK_VALUES,
      name: 'Fornecedores',
      purpose: 'FORNECEDOR' as const,
      steps: [
        {
          ...emptyStep('Cadastro'),
          requirements: [
            { documentTypeId: 'dt1', appliesTo: 'PJ' as const, roles: [] },
            { documentTypeId: 'dt1', appliesTo: 'AMBOS' as const, roles: [] },
          ],
        },
      ],
    };
    expect(issuesOfWizardStep(values, 0)).toEqual([]);
    expect(issuesOfWizardStep(values, 1)).toEqual([]);
    expect(issuesOfWizardStep(values, 2)).toEqual([
      {
        path: 'steps.0.requirements.1.documentTypeId',
        message: 'Este documento já está nesta etapa para o mesmo tipo de parte.',
      },
    ]);
  });

  it('flattens a react-hook-form error tree into paths', () => {
    expect(
      errorPaths({
        name: { message: 'x', type: 'validate' },
        steps: [
          undefined,
          { title: { message: 'y' }, requirements: [{ roles: { message: 'z' } }] },
        ],
      }),
    ).toEqual(['name', 'steps.1.title', 'steps.1.requirements.0.roles']);
  });

  it('reads and writes one check per kind (PF + PJ read as both)', () => {
    const checks = [
      { kind: 'CADASTRO' as const, appliesTo: 'PF' as const },
      { kind: 'CADASTRO' as const, appliesTo: 'PJ' as const },
    ];
    expect(checkChoice(checks, 'CADASTRO')).toBe('AMBOS');
    expect(checkChoice(checks, 'PROCESSOS')).toBe('');
    expect(withCheckChoice(checks, 'FINANCEIRO', 'PJ')).toEqual([
      { kind: 'CADASTRO', appliesTo: 'AMBOS' },
      { kind: 'FINANCEIRO', appliesTo: 'PJ' },
    ]);
    expect(withCheckChoice(checks, 'CADASTRO', '')).toEqual([]);
  });
});
