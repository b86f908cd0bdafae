import { DILIGENCE_STATUS_LABELS } from '@lince/contracts';
import { sql } from '@lince/db';
import { audit } from '../audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { plainRows } from '../../lib/plain-rows.ts';

/** Why the timeline shows the move: the diligence did not move by hand. */
export const COLLECTION_STARTED_CAUSE = 'primeiro documento recebido';

/**
 * The first file of a diligence still "A iniciar" starts its collection (issue 27, item 10): in
 * the upload's transaction, the diligence moves to COLETA with the trail's status entry, as the
 * analyst's own move would write it, plus its cause and the document. Only the diligence's first
 * file moves it — one the analyst moved back to "A iniciar" after files arrived stays there. The
 * row lock of the update serialises two first uploads: the second sees COLETA and writes nothing.
 * Returns whether it moved.
 */
export async function startCollection(
  tx: ServiceContext,
  diligenceId: string,
  file: { id: string; documentId: string },
): Promise<boolean> {
  const moved = await plainRows(
    tx.db,
    sql`
    update "diligences" d set "status" = 'COLETA', "status_changed_at" = now(), "updated_at" = now()
    where d."id" = ${diligenceId} and d."company_id" = ${tx.companyId} and d."status" = 'A_INICIAR'
      and not exists (
        select 1 from "document_files" f join "entities" e on e."id" = f."entity_id"
        where e."diligence_id" = d."id" and f."id" <> ${file.id}
      )
    returning d."id"`,
  );
  if (moved.length === 0) return false;
  await audit(tx, {
    action: 'DILIGENCE_STATUS_CHANGED',
    targetType: 'diligence',
    targetId: diligenceId,
    summary: {
      before: { status: 'A_INICIAR' },
      after: { status: 'COLETA' },
      label: `${DILIGENCE_STATUS_LABELS.A_INICIAR} → ${DILIGENCE_STATUS_LABELS.COLETA}`,
      cause: COLLECTION_STARTED_CAUSE,
      documentId: file.documentId,
    },
  });
  return true;
}
