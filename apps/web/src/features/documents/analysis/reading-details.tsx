import { useState } from 'react';
import { Box, Button, Collapse, Typography } from '@mui/material';
import type { DocumentReading } from '@lince/contracts/documents';

/** Beside the reading's proposal: the holder it names, and the text it read (on demand). */

/** The holder's name the certidão prints, and whether it is the party's. */
export function HolderName({
  suggestion,
  entityName,
}: {
  suggestion: NonNullable<DocumentReading['suggestion']>;
  entityName: string;
}) {
  const { holderName, holderNameMatchesEntity: matches } = suggestion;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        Titular na certidão
      </Typography>
      <Typography
        variant="body2"
        color={matches === false ? 'warning.dark' : undefined}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {holderName === null
          ? 'A certidão não traz o nome do titular.'
          : matches
            ? `${holderName} — é o nome desta parte`
            : `${holderName} — difere do nome da parte (${entityName})`}
      </Typography>
    </Box>
  );
}

/** The text the reading extracted (or the OCR read), shown on demand. */
export function ExtractedText({ text, byOcr }: { text: string; byOcr: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls="texto-extraido"
        onClick={() => setOpen((v) => !v)}
      >
        {open ? 'Ocultar o texto extraído' : 'Mostrar o texto extraído'}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box
          id="texto-extraido"
          component="pre"
          tabIndex={0}
          aria-label={byOcr ? 'Texto lido por OCR' : 'Texto extraído do PDF'}
          sx={{
            m: 0,
            mt: 1,
            p: 1.5,
            maxHeight: 320,
            overflow: 'auto',
            bgcolor: 'grey.100',
            borderRadius: 1,
            fontSize: 12,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {text}
        </Box>
      </Collapse>
    </Box>
  );
}
