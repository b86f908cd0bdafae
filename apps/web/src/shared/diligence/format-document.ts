import { formatCnpj } from '@lince/contracts/br/cnpj';
import { formatCpf } from '@lince/contracts/br/cpf';
import type { EntityKind } from '@lince/contracts/entities';

/** An entity's CPF or CNPJ with its punctuation, as its kind asks. */
export const formatDocument = (e: { kind: EntityKind; document: string }) =>
  e.kind === 'PF' ? formatCpf(e.document) : formatCnpj(e.document);
