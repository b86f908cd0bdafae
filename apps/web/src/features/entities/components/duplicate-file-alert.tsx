import { Alert, Box, Button, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { DuplicateFileDetail } from '@lince/contracts/errors';
import { Link as RouterLink } from 'react-router';
import { documentAnalysisPath } from '../../../shared/diligence/links.ts';
import { documentQuery } from '../../../shared/documents/api/get-document.ts';

/** The file already in the data room, named with its document (the document alone while loading). */
function ExistingFile({
  diligenceId,
  duplicate,
}: {
  diligenceId: string;
  duplicate: DuplicateFileDetail;
}) {
  const doc = useQuery(documentQuery(diligenceId, duplicate.documentId)).data;
  const name = doc?.files.find((f) => f._id === duplicate.fileId)?.name;
  return (
    <>
      {name ? `“${name}”` : 'um arquivo'}
      {doc && (
        <>
          {', em '}
          <Link
            component={RouterLink}
            to={documentAnalysisPath(diligenceId, duplicate.documentId)}
            color="inherit"
          >
            {doc.documentTypeName}
          </Link>
        </>
      )}
    </>
  );
}

/**
 * A file the party already has (same SHA-256), held before being stored twice: which file it
 * matches, "Enviar mesmo assim" (kept as a second copy) or "Pular" (dropped from the list).
 */
export function DuplicateFileAlert({
  diligenceId,
  fileName,
  duplicates,
  onSendAnyway,
  onSkip,
}: {
  diligenceId: string;
  fileName: string;
  duplicates: DuplicateFileDetail[];
  onSendAnyway: () => void;
  onSkip: () => void;
}) {
  const [first] = duplicates;
  const more = duplicates.length - 1;
  return (
    <Alert severity="warning" role="status">
      <Box component="span" sx={{ display: 'block' }}>
        Idêntico a{' '}
        {first ? <ExistingFile diligenceId={diligenceId} duplicate={first} /> : 'um arquivo'}
        {more > 0 ? ` e a mais ${more} ${more === 1 ? 'arquivo' : 'arquivos'}` : ''}, já nos
        arquivos da parte.
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={onSendAnyway}
          aria-label={`Enviar mesmo assim ${fileName}`}
        >
          Enviar mesmo assim
        </Button>
        <Button color="inherit" size="small" onClick={onSkip} aria-label={`Pular ${fileName}`}>
          Pular
        </Button>
      </Box>
    </Alert>
  );
}
