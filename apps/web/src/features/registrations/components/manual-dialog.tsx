import type { Entity } from '@lince/contracts/entities';
import type { RegistrationData } from '@lince/contracts/registrations';
import { PfManualDialog } from './pf-manual-dialog.tsx';
import { PjManualDialog } from './pj-manual-dialog.tsx';

export interface ManualDialogProps {
  entity: Entity;
  /** The snapshot on screen: the form starts from it (else from what was declared). */
  shown: RegistrationData | null;
  onSubmit: (data: RegistrationData) => Promise<unknown>;
  onClose: () => void;
}

/** "Digitar dados": the company's registration (cartão CNPJ) or the person's (situação do CPF). */
export function ManualDialog(props: ManualDialogProps) {
  return props.entity.kind === 'PJ' ? <PjManualDialog {...props} /> : <PfManualDialog {...props} />;
}
