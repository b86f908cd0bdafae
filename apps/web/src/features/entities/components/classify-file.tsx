import { Box, Button, Link, MenuItem, TextField } from '@mui/material';
import type { DocumentType } from '@lince/contracts/document-types';
import { Link as RouterLink } from 'react-router';
import { documentAnalysisPath } from '../../../shared/diligence/links.ts';
import type { ClassificationRow } from '../lib/use-bulk-classification.ts';

/** What the row says under its type: reading, proposal, "Outros", or where the file went. */
function RowHelp({ row, diligenceId }: { row: ClassificationRow; diligenceId: string }) {
  if (row.error) return row.error;
  if (row.reading)
    return `Lendo ${row.source === 'do PDF' ? 'o PDF' : 'a imagem'} para sugerir o tipo…`;
  if (row.proposal && row.value === row.proposal) return `Sugerido pela leitura ${row.source}.`;
  if (row.current.documentTypeName === 'Outros') return 'Sem classificação fica como “Outros”.';
  return (
    <>
      Classificado como{' '}
      <Link component={RouterLink} to={documentAnalysisPath(diligenceId, row.current._id)}>
        {row.current.documentTypeName}
      </Link>
      .
    </>
  );
}

/**
 * The document type of a file just sent: the reading's proposal preselected (while the PDF, or the
 * image by OCR, is read, the row says so), "Outros" otherwise; "Classificar" applies it, and the
 * row then links to the document the file went to.
 */
export function ClassifyFile({
  diligenceId,
  row,
  types,
  onChoose,
  onClassify,
}: {
  diligenceId: string;
  row: ClassificationRow;
  types: DocumentType[];
  onChoose: (typeId: string) => void;
  onClassify: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <TextField
        select
        size="small"
        label="Tipo de documento"
        value={types.some((t) => t._id === row.value) ? row.value : ''}
        onChange={(event) => onChoose(event.target.value)}
        sx={{ width: { xs: '100%', sm: 520 } }}
        helperText={<RowHelp row={row} diligenceId={diligenceId} />}
        error={!!row.error}
        disabled={row.pending}
      >
        {types.map((t) => (
          <MenuItem key={t._id} value={t._id}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        size="small"
        onClick={onClassify}
        disabled={row.pending || row.value === row.current.documentTypeId}
        aria-label={`Classificar ${row.fileName}`}
      >
        Classificar
      </Button>
    </Box>
  );
}
