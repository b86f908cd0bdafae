import { useId, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type DialogProps,
} from '@mui/material';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getApiErrorMessage } from '../lib/api-error.ts';
import { DialogSubmitButton, FormAlert } from './form-alert.tsx';

/**
 * The skeleton of a create/edit dialog of the logged-in screens: a form (react-hook-form) with a
 * title, the fields, the API's error of the last submission, "Cancelar" and the submit button.
 * It cannot be dismissed while the submission is pending.
 */
export function FormDialog<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  onClose,
  title,
  open = true,
  maxWidth = 'sm',
  cancelLabel = 'Cancelar',
  submitLabel,
  children,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Runs with the validated values; a rejection is shown above the fields. */
  onSubmit: (values: TOutput) => Promise<unknown>;
  onClose: () => void;
  title: ReactNode;
  open?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  cancelLabel?: string;
  /** Text of the submit button; without it (read-only) there is no submit button. */
  submitLabel?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const { handleSubmit, formState, setError } = form;
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setError('root', { message: getApiErrorMessage(error) });
    }
  });
  return (
    <Dialog
      open={open}
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {formState.errors.root?.message && <FormAlert>{formState.errors.root.message}</FormAlert>}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {cancelLabel}
          </Button>
          {submitLabel && (
            <DialogSubmitButton pending={formState.isSubmitting}>{submitLabel}</DialogSubmitButton>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
