import { Typography } from '@mui/material';
import { certidaoResultLabel, type Document } from '@lince/contracts/documents';
import { formatDay } from '../../../lib/format.ts';
import { ResultLabel } from '../../../shared/documents/document-badges.tsx';

/**
 * A value the reading proposes for an empty field of the checklist row: shown apart from what the
 * analyst recorded (italic, secondary) and said to be a proposal, also to a screen reader.
 */
export function ProposedValue({ children }: { children: string }) {
  return (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      sx={{ fontStyle: 'italic', display: 'block' }}
    >
      {children}
      <Typography component="span" variant="caption" sx={{ display: 'block' }}>
        (proposto)
      </Typography>
    </Typography>
  );
}

/** A date of the row: the recorded one, else the reading's proposal, else "—". */
export function DayOrProposed({
  document: d,
  field,
}: {
  document: Document;
  field: 'issuedAt' | 'validUntil';
}) {
  const proposed = d.readingProposal?.[field];
  if (!d[field] && proposed) return <ProposedValue>{formatDay(proposed)}</ProposedValue>;
  return <span>{formatDay(d[field])}</span>;
}

/** The row's result: the recorded one, else the reading's proposal (in the proposed type's words). */
export function ResultOrProposed({ document: d }: { document: Document }) {
  const proposal = d.readingProposal;
  if (!d.result && proposal?.result)
    return (
      <ProposedValue>
        {certidaoResultLabel(proposal.result, proposal.documentTypeName ?? d.documentTypeName)}
      </ProposedValue>
    );
  return <ResultLabel result={d.result} typeName={d.documentTypeName} />;
}
