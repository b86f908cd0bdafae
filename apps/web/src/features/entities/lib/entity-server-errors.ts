import { ENTITY_DOCUMENT_TAKEN_MESSAGE } from '@lince/contracts/entities';
import { getApiErrorMessage, getApiErrorStatus } from '../../../lib/api-error.ts';

/** API paths of the entity's fields → the form's fields, for the server's messages. */
export const ENTITY_SERVER_FIELDS = {
  kind: 'kind',
  name: 'name',
  document: 'document',
  roleInDiligence: 'roleInDiligence',
  parentEntityId: 'parentEntityId',
  relation: 'relation',
  sharePercent: 'share',
  address: 'address',
  birthOrFoundationDate: 'birthOrFoundationDate',
  'contact.email': 'email',
  'contact.phone': 'phone',
} as const;

/** A duplicate CPF/CNPJ (409) belongs to the document field. */
export const duplicateDocument = (error: unknown) =>
  getApiErrorStatus(error) === 409 && getApiErrorMessage(error) === ENTITY_DOCUMENT_TAKEN_MESSAGE
    ? { path: 'document', message: ENTITY_DOCUMENT_TAKEN_MESSAGE }
    : null;
