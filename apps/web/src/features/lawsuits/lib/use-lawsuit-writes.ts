import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatCnj } from '@lince/contracts/br/cnj';
import type {
  Lawsuit,
  LawsuitCreateInput,
  LawsuitRisk,
  LawsuitUpdateInput,
} from '@lince/contracts/lawsuits';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';
import { invalidateDiligence } from '../../../shared/diligence/api/invalidate-diligence.ts';
import { createLawsuit, removeLawsuit, updateLawsuit } from '../api/save-lawsuit.ts';

/**
 * The lawsuit screen's writes: the dialog's create and edit, the row's quick risk change and the
 * confirmed removal. Each refreshes the diligence (the table and summary are under its key, and
 * the entity's computed risk follows its passive Provável lawsuits).
 */
export function useLawsuitWrites(diligenceId: string, entityId: string) {
  const queryClient = useQueryClient();
  /** undefined: dialog closed; null: a new lawsuit. */
  const [editing, setEditing] = useState<Lawsuit | null | undefined>(undefined);
  const [savingRisk, setSavingRisk] = useState<string | null>(null);
  const refresh = () => invalidateDiligence(queryClient, diligenceId);

  const create = async (body: LawsuitCreateInput) => {
    const saved = await createLawsuit(diligenceId, entityId, body);
    setEditing(undefined);
    showSnackbar({ text: `Processo ${formatCnj(saved.cnjNumber)} adicionado.`, color: 'success' });
    await refresh();
  };
  const update = async (lawsuit: Lawsuit, body: LawsuitUpdateInput) => {
    const saved = await updateLawsuit(diligenceId, lawsuit._id, body);
    setEditing(undefined);
    showSnackbar({ text: `Processo ${formatCnj(saved.cnjNumber)} atualizado.`, color: 'success' });
    await refresh();
  };
  const changeRisk = async (lawsuit: Lawsuit, risk: LawsuitRisk | null) => {
    setSavingRisk(lawsuit._id);
    try {
      await updateLawsuit(diligenceId, lawsuit._id, { risk });
      await refresh();
      showSnackbar({
        text: `Risco do processo ${formatCnj(lawsuit.cnjNumber)} alterado.`,
        color: 'success',
      });
    } catch (error) {
      showSnackbar({ text: getApiErrorMessage(error), color: 'error' });
    } finally {
      setSavingRisk(null);
    }
  };
  const removal = useConfirmedAction(
    async (lawsuit: Lawsuit) => {
      await removeLawsuit(diligenceId, lawsuit._id);
      return lawsuit;
    },
    async (lawsuit) => {
      showSnackbar({
        text: `Processo ${formatCnj(lawsuit.cnjNumber)} removido.`,
        color: 'success',
      });
      await refresh();
    },
  );
  return { editing, setEditing, create, update, changeRisk, savingRisk, removal, refresh };
}
