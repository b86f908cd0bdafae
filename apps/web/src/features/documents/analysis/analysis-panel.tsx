import { useCallback, useImperativeHandle, useMemo, type Ref } from 'react';
import { Alert, Box } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { todayInBrazil } from '@lince/contracts/calendar';
import {
  READABLE_FILE_TYPES,
  expiredApprovalMessage,
  type Document,
} from '@lince/contracts/documents';
import type { Entity } from '@lince/contracts/entities';
import { DialogSubmitButton, FormAlert } from '../../../components/form-alert.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
} from '../../../components/unsaved-changes-guard.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { submitWithFieldErrors } from '../../../lib/server-field-errors.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { invalidateDiligence } from '../../../shared/diligence/api/invalidate-diligence.ts';
import { activeDocumentTypesQuery } from '../../../shared/documents/api/list-active-document-types.ts';
import { documentKey } from '../../../shared/documents/api/get-document.ts';
import { readingQuery } from '../api/get-reading.ts';
import { saveAnalysis } from '../api/save-analysis.ts';
import { AnalysisFields, type TypeOption } from './analysis-fields.tsx';
import {
  analysisFormSchema,
  analysisBody,
  analysisFormValues,
  type AnalysisFormValues,
} from './analysis-form.ts';
import { ReadingProposal } from './reading-proposal.tsx';
import { useReadingPrefill } from './use-reading-prefill.ts';

/** What the screen's shortcuts ask of the form. */
export interface AnalysisControls {
  save: () => void;
  approve: () => void;
}

const FIELDS = {
  status: 'status',
  documentTypeId: 'documentTypeId',
  issuedAt: 'issuedAt',
  validUntil: 'validUntil',
  result: 'result',
  notes: 'notes',
} as const;

/**
 * The analysis form and, beside it, the reading's proposal. Saving sends `PUT …/analysis`, puts
 * the answer in the document's cache, refreshes the diligence (progress, checklist) and hands the
 * saved document to `onSaved` (which may propose a finding).
 */
export function AnalysisPanel({
  diligenceId,
  document,
  entity,
  dueDate,
  controls,
  onSaved,
}: {
  diligenceId: string;
  document: Document;
  /** The diligence's due date: a document expiring before it cannot be Aprovado. */
  dueDate: string | null;
  entity: Entity;
  controls: Ref<AnalysisControls>;
  onSaved: (saved: Document, before: Document) => void;
}) {
  const queryClient = useQueryClient();
  const activeTypes = useQuery(activeDocumentTypesQuery()).data;
  const types = useMemo<TypeOption[]>(() => {
    const options = (activeTypes ?? [])
      .filter((t) => t.appliesTo === 'AMBOS' || t.appliesTo === entity.kind)
      .map((t) => ({ _id: t._id, name: t.name }));
    if (!options.some((t) => t._id === document.documentTypeId))
      options.push({ _id: document.documentTypeId, name: document.documentTypeName });
    return options.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  }, [activeTypes, entity.kind, document.documentTypeId, document.documentTypeName]);

  const today = todayInBrazil();
  const form = useForm<AnalysisFormValues>({
    resolver: zodResolver(analysisFormSchema(today, dueDate)),
    defaultValues: analysisFormValues(document),
  });
  const { control, handleSubmit, setValue, setError, reset, formState } = form;
  const [documentTypeId, issuedAt, validUntil, result, status] = useWatch({
    control,
    name: ['documentTypeId', 'issuedAt', 'validUntil', 'result', 'status'],
  });
  const typeName = useCallback((id: string) => types.find((t) => t._id === id)?.name, [types]);
  const readable = document.files.some((f) => READABLE_FILE_TYPES.includes(f.mimeType));
  const reading = useQuery({ ...readingQuery(diligenceId, document._id), enabled: readable }).data;
  const suggestion = reading?.state === 'PRONTA' ? reading.suggestion : null;
  // Only once the types are known: a proposed type the form does not offer is left out.
  const prefilled = useReadingPrefill(form, document, activeTypes && suggestion, typeName);
  // Said at once, not on saving: an expired document chosen as Aprovado (Alt+A too).
  const expired = status === 'APROVADO' ? expiredApprovalMessage(validUntil, today, dueDate) : null;
  const guard = useUnsavedChangesGuard(formState.isDirty);

  const save = handleSubmit((values) =>
    submitWithFieldErrors(setError, FIELDS, async () => {
      const saved = await saveAnalysis(diligenceId, document._id, analysisBody(values));
      queryClient.setQueryData(documentKey(diligenceId, document._id), saved);
      reset(analysisFormValues(saved));
      showSnackbar({ text: 'Análise salva.', color: 'success' });
      onSaved(saved, document);
      await invalidateDiligence(queryClient, diligenceId);
    }).catch((error: unknown) => setError('root', { message: getApiErrorMessage(error) })),
  );

  useImperativeHandle(controls, () => ({
    save: () => void save(),
    approve: () => setValue('status', 'APROVADO', { shouldDirty: true }),
  }));

  return (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
      <SectionCard title="Análise">
        <Box
          component="form"
          noValidate
          aria-label="Análise do documento"
          onSubmit={(e) => void save(e)}
          sx={{ display: 'grid', gap: 2 }}
        >
          {formState.errors.root && <FormAlert>{formState.errors.root.message}</FormAlert>}
          {prefilled && !formState.isDirty && (
            <Alert severity="info">
              Preenchido com a leitura automática: confira com o documento e salve.
            </Alert>
          )}
          {suggestion?.holderNameMatchesEntity === false && (
            <Alert severity="warning">
              A certidão está em nome de {suggestion.holderName}, e a parte é {entity.name}. Confira
              se o documento é desta parte antes de aprovar.
            </Alert>
          )}
          <AnalysisFields control={control} types={types} />
          {expired && (
            <Alert severity="warning" role="alert">
              {expired}
            </Alert>
          )}
          <Box>
            <DialogSubmitButton pending={formState.isSubmitting}>Salvar análise</DialogSubmitButton>
          </Box>
        </Box>
      </SectionCard>
      <ReadingProposal
        diligenceId={diligenceId}
        documentId={document._id}
        readable={readable}
        form={{ documentTypeId, issuedAt, validUntil, result }}
        typeName={typeName}
        entityName={entity.name}
        onApply={(changes) => {
          for (const [field, value] of Object.entries(changes))
            setValue(field as keyof typeof changes, value as never, {
              shouldDirty: true,
              shouldValidate: formState.isSubmitted,
            });
        }}
      />
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Box>
  );
}
