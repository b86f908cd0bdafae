import { useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { READABLE_FILE_TYPES, type Document } from '@lince/contracts/documents';
import type { DocumentType } from '@lince/contracts/document-types';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { classifyDocument } from '../api/classify-document.ts';
import { documentReadingQuery } from '../api/get-document-reading.ts';

/**
 * The document type of a file just sent: the reading's proposal preselected (polled briefly while
 * the PDF, or the image by OCR, is read), "Outros" otherwise; "Classificar" applies it.
 */
export function ClassifyFile({
  diligenceId,
  document: sent,
  fileName,
  types,
  onClassified,
}: {
  diligenceId: string;
  document: Document;
  fileName: string;
  types: DocumentType[];
  onClassified: (document: Document) => void;
}) {
  const [current, setCurrent] = useState(sent);
  const [chosen, setChosen] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isPdf = sent.files.some((f) => f.mimeType === 'application/pdf');
  const readable = sent.files.some((f) => READABLE_FILE_TYPES.includes(f.mimeType));
  const what = isPdf ? 'do PDF' : 'da imagem';
  // Only until it is classified: the document may then be gone (its files moved to another).
  const reading = useQuery({
    ...documentReadingQuery(diligenceId, sent._id),
    enabled: readable && current === sent,
  });
  const proposed = reading.data?.suggestion?.documentTypeId ?? null;
  const proposal = types.some((t) => t._id === proposed) ? proposed : null;
  const value = chosen ?? (current._id === sent._id ? proposal : null) ?? current.documentTypeId;
  const readingNow = reading.data?.state === 'PROCESSANDO';
  const classify = async () => {
    setPending(true);
    setError(null);
    try {
      const doc = await classifyDocument(diligenceId, current._id, value);
      setCurrent(doc);
      setChosen(null);
      onClassified(doc);
    } catch (e) {
      setError(getApiErrorMessage(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <TextField
        select
        size="small"
        label="Tipo de documento"
        value={types.some((t) => t._id === value) ? value : ''}
        onChange={(event) => setChosen(event.target.value)}
        sx={{ width: { xs: '100%', sm: 520 } }}
        helperText={
          error ??
          (readingNow
            ? `Lendo ${isPdf ? 'o PDF' : 'a imagem'} para sugerir o tipo…`
            : proposal && value === proposal && current._id === sent._id
              ? `Sugerido pela leitura ${what}.`
              : current.documentTypeName === 'Outros'
                ? 'Sem classificação fica como “Outros”.'
                : `Classificado como ${current.documentTypeName}.`)
        }
        error={!!error}
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
        onClick={() => void classify()}
        disabled={pending || value === current.documentTypeId}
        aria-label={`Classificar ${fileName}`}
      >
        Classificar
      </Button>
    </Box>
  );
}
