import { useEffect, useState } from 'react';
import { Alert, Box, Button, Step, StepContent, Stepper, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { Track, TrackBody } from '@lince/contracts/tracks';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ScreenSection } from '../../../components/list-screen.tsx';
import {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
} from '../../../components/unsaved-changes-guard.tsx';
import { getApiErrorDetails, getApiErrorMessage } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { createTrack } from '../api/create-track.ts';
import { trackKey } from '../api/get-track.ts';
import { trackListKey } from '../api/list-tracks.ts';
import { submitTrack } from '../api/submit-track.ts';
import { updateTrack } from '../api/update-track.ts';
import {
  NEW_TRACK_VALUES,
  TrackFormSchema,
  valuesOf,
  type TrackFormValues,
} from '../form/track-form.ts';
import {
  errorPaths,
  firstWizardStepOf,
  formIssues,
  issuesOfWizardStep,
  REVIEW_STEP,
  WIZARD_STEPS,
  wizardStepOfPath,
} from '../form/wizard-steps.ts';
import { useListField } from '../form/use-list-field.ts';
import { ChecksStep } from './checks-step.tsx';
import { DocumentsStep } from './documents-step.tsx';
import { GeneralStep } from './general-step.tsx';
import { StagesStep } from './stages-step.tsx';
import { StepHeader } from './step-header.tsx';
import { useDocumentTypeOptions } from './use-document-type-options.ts';
import { summaryOfValues, TrackSummary } from './track-summary.tsx';
import { trackPath } from '../links.ts';

const stepFromUrl = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= WIZARD_STEPS.length ? n - 1 : 0;
};

/**
 * The vertical stepper that writes a track draft — 1 Dados gerais, 2 Etapas, 3 Documentos por
 * etapa, 4 Verificações, 5 Revisão — saved as a draft at any step (POST, then PUT) and sent for
 * review from the last one. "Próximo" checks the current step; leaving with unsaved changes asks.
 */
export function TrackEditor({ track }: { track: Track | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const active = stepFromUrl(params.get('etapa'));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TrackFormValues, unknown, TrackBody>({
    resolver: zodResolver(TrackFormSchema),
    defaultValues: track ? valuesOf(track) : NEW_TRACK_VALUES,
    mode: 'onTouched',
  });
  const { control, formState } = form;
  const steps = useListField(form, 'steps');
  const documentTypes = useDocumentTypeOptions(track);
  const guard = useUnsavedChangesGuard(formState.isDirty);
  const badSteps = new Set(errorPaths(formState.errors).map(wizardStepOfPath));
  // A field flagged by "Próximo" is checked again as soon as it changes, so its message goes away
  // when fixed (not only on blur, which would move the buttons under a pending click).
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      const error = name ? form.getFieldState(name).error : undefined;
      if (!name || !error?.message) return;
      if (name !== 'steps') void form.trigger(name);
      else if (form.getValues('steps').length > 0) form.clearErrors('steps');
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const setActive = (step: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('etapa', String(step + 1));
        return next;
      },
      { replace: true },
    );

  /** Shows the problems of `step`; true when there is none. */
  const checkStep = (step: number) => {
    const issues = issuesOfWizardStep(form.getValues(), step);
    issues.forEach((issue, i) =>
      form.setError(
        issue.path as 'name',
        { type: 'validate', message: issue.message },
        { shouldFocus: i === 0 },
      ),
    );
    return issues.length === 0;
  };

  const goTo = (target: number) => {
    setFormError(null);
    for (let step = active; step < target; step += 1) if (!checkStep(step)) return setActive(step);
    setActive(target);
  };

  const persist = async (body: TrackBody): Promise<Track> => {
    const saved = track ? await updateTrack(track._id, body) : await createTrack(body);
    form.reset(valuesOf(saved));
    queryClient.setQueryData(trackKey(saved._id), saved);
    void queryClient.invalidateQueries({ queryKey: trackListKey() });
    return saved;
  };

  const showServerErrors = (error: unknown) => {
    const details = getApiErrorDetails(error).filter((d) =>
      /^(name|purpose|description|steps)/.test(d.path),
    );
    details.forEach((d) => form.setError(d.path as 'name', { type: 'server', message: d.message }));
    const step = firstWizardStepOf(details.map((d) => d.path));
    if (step !== null) setActive(step);
    setFormError(getApiErrorMessage(error));
  };

  const onInvalid = () => {
    const step = firstWizardStepOf(formIssues(form.getValues()).map((i) => i.path));
    if (step !== null) setActive(step);
    setFormError('Corrija os campos indicados antes de salvar.');
  };

  const saveDraft = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const saved = await persist(body);
      showSnackbar({ text: 'Rascunho salvo.', color: 'success' });
      if (!track) {
        guard.allow();
        await navigate(`${trackPath(saved._id)}?etapa=${active + 1}`, { replace: true });
      }
    } catch (error) {
      showServerErrors(error);
    }
  }, onInvalid);

  const sendForReview = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const saved = track && !formState.isDirty ? track : await persist(body);
      const submitted = await submitTrack(saved._id);
      queryClient.setQueryData(trackKey(submitted._id), submitted);
      await queryClient.invalidateQueries({ queryKey: trackListKey() });
      showSnackbar({ text: 'Trilha enviada para revisão.', color: 'success' });
      guard.allow();
      await navigate(trackPath(submitted._id), { replace: true });
    } catch (error) {
      showServerErrors(error);
    }
  }, onInvalid);

  const nameOf = (id: string) => documentTypes.find((t) => t._id === id)?.name ?? 'Documento';
  const panels = [
    <GeneralStep key="geral" control={control} />,
    <StagesStep
      key="etapas"
      control={control}
      fields={steps.fields}
      append={(step) => {
        steps.append(step);
        requestAnimationFrame(() => form.setFocus(`steps.${steps.fields.length}.title`));
      }}
      remove={steps.remove}
      move={steps.move}
    />,
    <DocumentsStep
      key="documentos"
      form={form}
      fields={steps.fields}
      documentTypes={documentTypes}
    />,
    <ChecksStep key="verificacoes" control={control} fields={steps.fields} />,
    <ReviewPanel key="revisao" control={control} nameOf={nameOf} />,
  ];
  const pending = formState.isSubmitting;

  return (
    <ScreenSection
      title={track ? `Editar trilha: ${track.name}` : 'Nova trilha'}
      actions={
        <Button
          variant="outlined"
          startIcon={<Icon name="content-save-outline" size={20} />}
          onClick={() => void saveDraft()}
          disabled={pending}
        >
          Salvar rascunho
        </Button>
      }
    >
      {track && (
        <Typography color="text.secondary">
          Versão {track.version} · Rascunho
          {track.replacesVersion
            ? ` · substituirá a versão ${track.replacesVersion} publicada`
            : ''}
        </Typography>
      )}
      {track?.reviewComment && (
        <Alert severity="warning">
          <strong>
            Devolvida na revisão{track.reviewedBy ? ` por ${track.reviewedBy.name}` : ''}:
          </strong>{' '}
          {track.reviewComment}
        </Alert>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <Stepper
          activeStep={active}
          nonLinear
          orientation="vertical"
          component="ol"
          aria-label="Passos da trilha"
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {WIZARD_STEPS.map((label, index) => (
            <Step key={label} component="li" completed={index < active && !badSteps.has(index)}>
              <StepHeader
                active={index === active}
                onClick={() => goTo(index)}
                invalid={badSteps.has(index)}
              >
                {label}
              </StepHeader>
              <StepContent>
                <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
                  {panels[index]}
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    {index > 0 && (
                      <Button onClick={() => goTo(index - 1)} disabled={pending}>
                        Voltar
                      </Button>
                    )}
                    {index < REVIEW_STEP ? (
                      <Button
                        variant="contained"
                        onClick={() => goTo(index + 1)}
                        disabled={pending}
                      >
                        Próximo
                      </Button>
                    ) : (
                      <Button
                        variant="contained"
                        startIcon={<Icon name="send-outline" size={20} />}
                        onClick={() => void sendForReview()}
                        disabled={pending}
                      >
                        Enviar para revisão
                      </Button>
                    )}
                  </Box>
                </Box>
              </StepContent>
            </Step>
          ))}
        </Stepper>
      </Box>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </ScreenSection>
  );
}

/** Step 5: the summary of what the stepper holds now. */
function ReviewPanel({
  control,
  nameOf,
}: {
  control: Control<TrackFormValues, unknown, TrackBody>;
  nameOf: (id: string) => string;
}) {
  const values = useWatch({ control }) as TrackFormValues;
  return <TrackSummary track={summaryOfValues(values, nameOf)} />;
}
