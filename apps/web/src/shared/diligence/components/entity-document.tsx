import { Typography } from '@mui/material';
import {
  ENTITY_DOCUMENT_PENDING_LABEL,
  isDocumentPending,
  type Entity,
} from '@lince/contracts/entities';
import { formatDocument } from '../format-document.ts';

/**
 * An entity's CPF or CNPJ; while a person's CPF is the mask Receita shows (`***.998.224-**`),
 * "CPF a completar" below it (`inline`: after it), for the analyst to type the whole CPF (Editar).
 */
export function EntityDocument({
  entity,
  inline = false,
}: {
  entity: Pick<Entity, 'kind' | 'document'>;
  inline?: boolean;
}) {
  return (
    <>
      {formatDocument(entity)}
      {isDocumentPending(entity) && (
        <Typography
          component="span"
          variant={inline ? 'body2' : 'caption'}
          sx={{ display: inline ? 'inline' : 'block', color: 'warning.dark', fontWeight: 600 }}
        >
          {inline ? ` (${ENTITY_DOCUMENT_PENDING_LABEL})` : ENTITY_DOCUMENT_PENDING_LABEL}
        </Typography>
      )}
    </>
  );
}
