import type { ManualDialogProps } from './manual-dialog-props.ts';
import { PfManualDialog } from './pf-manual-dialog.tsx';
import { PjManualDialog } from './pj-manual-dialog.tsx';

/** "Digitar dados": the company's registration (cartão CNPJ) or the person's (situação do CPF). */
export function ManualDialog(props: ManualDialogProps) {
  return props.entity.kind === 'PJ' ? <PjManualDialog {...props} /> : <PfManualDialog {...props} />;
}
