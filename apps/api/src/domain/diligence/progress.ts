import { DOCUMENT_DONE_STATUSES } from '@lince/contracts';
import { documents, sql, type SQL } from '@lince/db';

/** The analysed share of the required documents, as list rows, cards and parties show it. */

/** The statuses of an analysed (or waived) document, for `in (…)`. */
export const doneDocuments = sql.raw(DOCUMENT_DONE_STATUSES.map((s) => `'${s}'`).join(', '));

/** The required documents of a diligence or an entity (`column` its id), or only the analysed or waived ones. */
const requiredDocuments = (column: 'diligence_id' | 'entity_id', id: SQL | string, done: boolean) =>
  sql<number>`(select cast(count(*) as integer) from ${documents} pd where pd.${sql.identifier(column)} = ${id} and pd."required"${done ? sql` and pd."status" in (${doneDocuments})` : sql``})`.mapWith(
    Number,
  );

/** "Documentos analisados" of a diligence (a list row, a card): analysed or waived ÷ required. */
export const diligenceProgressDone = (diligenceId: SQL | string) =>
  requiredDocuments('diligence_id', diligenceId, true);
export const diligenceProgressRequired = (diligenceId: SQL | string) =>
  requiredDocuments('diligence_id', diligenceId, false);

/** "Documentos analisados" of an entity: analysed or waived ÷ required. */
export const entityProgress = (entityId: SQL) => ({
  progressDone: requiredDocuments('entity_id', entityId, true),
  progressRequired: requiredDocuments('entity_id', entityId, false),
});
