import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  isUntouchedDocument,
  type Document,
  type ReadingSuggestion,
} from '@lince/contracts/documents';
import type { AnalysisFormValues } from './analysis-form.ts';
import { pendingProposal, proposalRows } from './reading-proposal-rows.ts';

/**
 * A document nobody has filled opens with its reading's proposal in the form (type, dates,
 * result), as the values to check and save — not as the analyst's own changes, so leaving asks
 * nothing. Once only, and never over what the analyst has typed. True once it filled something.
 */
export function useReadingPrefill(
  form: UseFormReturn<AnalysisFormValues>,
  document: Document,
  suggestion: ReadingSuggestion | null | undefined,
  typeName: (id: string) => string | undefined,
): boolean {
  const [prefilled, setPrefilled] = useState(false);
  const tried = useRef(false);
  const untouched = isUntouchedDocument(document);
  useEffect(() => {
    if (tried.current || !suggestion || !untouched) return;
    tried.current = true;
    if (form.formState.isDirty) return;
    const values = form.getValues();
    const changes = pendingProposal(proposalRows(suggestion, values, typeName));
    if (Object.keys(changes).length === 0) return;
    form.reset({ ...values, ...changes } as AnalysisFormValues);
    setPrefilled(true);
  }, [suggestion, untouched, form, typeName]);
  return prefilled;
}
