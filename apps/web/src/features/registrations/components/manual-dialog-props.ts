import type { Entity } from '@lince/contracts/entities';
import type { RegistrationData } from '@lince/contracts/registrations';

/** What the "Digitar dados" dialog receives, for a company (PJ) or a person (PF). */
export interface ManualDialogProps {
  entity: Entity;
  /** The snapshot on screen: the form starts from it (else from what was declared). */
  shown: RegistrationData | null;
  onSubmit: (data: RegistrationData) => Promise<unknown>;
  onClose: () => void;
}
