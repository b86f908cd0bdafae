import { DOCUMENT_DONE_STATUSES } from '@lince/contracts';
import { documents, sql, type SQL } from '@lince/db';

/** The analysed share of the required documents, as list rows, cards and parties show it. */

const doneDocuments = sql.raw(DOCUMENT_DONE_STATUSES.map((s) => `'${s}'`).join(', '));

/** "Documentos analisados" of a diligence (a list row, a card): analysed or waived ÷ required. */
export const diligenceProgressDone = (diligenceId: SQL | string) =>
  sql<number>`(select cast(count(*) as integer) from ${documents} pd where pd."diligence_id" = ${diligenceId} and pd."required" and pd."status" in (${doneDocuments}))`.mapWith(
    Number,
  );
export const diligenceProgressRequired = (diligenceId: SQL | string) =>
  sql<number>`(select cast(count(*) as integer) from ${documents} pd where pd."diligence_id" = ${diligenceId} and pd."required")`.mapWith(
    Number,
  );

/** "Documentos analisados" of an entity: analysed or waived ÷ required. */
export const entityProgress = (entityId: SQL) => ({
  progressDone:
    sql<number>`(select cast(count(*) as integer) from ${documents} pd where pd."entity_id" = ${entityId} and pd."required" and pd."status" in (${doneDocuments}))`.mapWith(
      Number,
    ),
  progressRequired:
    sql<number>`(select cast(count(*) as integer) from ${documents} pd where pd."entity_id" = ${entityId} and pd."required")`.mapWith(
      Number,
    ),
});
