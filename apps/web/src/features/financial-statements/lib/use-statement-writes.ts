import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  FinancialStatement,
  FinancialStatementInput,
} from '@lince/contracts/financial-statements';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';
import { FINANCIAL_KEY } from '../api/financial-companies.ts';
import { createStatement, removeStatement, updateStatement } from '../api/statements.ts';
import { statementName } from './statement-form.ts';

/**
 * The statements' writes of one analysed company: the dialog's create and edit and the confirmed
 * removal; each refreshes the screen (list, company, statements and analysis).
 */
export function useStatementWrites(companyId: string) {
  const queryClient = useQueryClient();
  /** undefined: dialog closed; null: a new statement. */
  const [editing, setEditing] = useState<FinancialStatement | null | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [FINANCIAL_KEY] });

  const saved = async (statement: FinancialStatement, verb: string) => {
    setEditing(undefined);
    showSnackbar({
      text: statement.balanceWarning
        ? `Demonstração de ${statementName(statement)} ${verb}, com aviso: ${statement.balanceWarning}`
        : `Demonstração de ${statementName(statement)} ${verb}.`,
      color: statement.balanceWarning ? 'warning' : 'success',
    });
    await refresh();
  };
  const save = async (body: FinancialStatementInput) => {
    if (editing) await saved(await updateStatement(companyId, editing._id, body), 'salva');
    else await saved(await createStatement(companyId, body), 'adicionada');
  };
  const removal = useConfirmedAction(
    async (statement: FinancialStatement) => {
      await removeStatement(companyId, statement._id);
      return statement;
    },
    async (statement) => {
      showSnackbar({
        text: `Demonstração de ${statementName(statement)} removida.`,
        color: 'success',
      });
      await refresh();
    },
  );
  return { editing, setEditing, save, removal, refresh };
}
