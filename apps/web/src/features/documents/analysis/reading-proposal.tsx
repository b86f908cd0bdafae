import { Alert, Box, Button, Chip, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { DocumentReading } from '@lince/contracts/documents';
import { Icon } from '../../../components/icon.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { readingQuery } from '../api/get-reading.ts';
import { ExtractedText, HolderName } from './reading-details.tsx';
import {
  formatIdentifier,
  ocrNote,
  pendingProposal,
  proposalRows,
  type ProposalField,
  type ProposalRow,
} from './reading-proposal-rows.ts';
import type { AnalysisFormValues } from './analysis-form.ts';

type Changes = Partial<Record<ProposalField, string>>;

function Row({ row, onApply }: { row: ProposalRow; onApply: (changes: Changes) => void }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ mr: 'auto', minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {row.label}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {row.text}
        </Typography>
        {row.source && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {row.source}
          </Typography>
        )}
      </Box>
      {row.applied ? (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          label="No formulário"
          sx={{ color: 'success.dark' }}
        />
      ) : (
        <Button
          size="small"
          variant="outlined"
          disabled={!row.applicable}
          aria-label={`Aplicar ${row.label.toLowerCase()}: ${row.text}`}
          onClick={() => onApply({ [row.field]: row.value })}
        >
          Aplicar
        </Button>
      )}
    </Box>
  );
}

/** The reading's proposal once PRONTA: a row per field found, and the CPFs/CNPJs in the text. */
function Proposal({
  reading,
  form,
  typeName,
  entityName,
  onApply,
}: {
  reading: DocumentReading;
  form: Pick<AnalysisFormValues, ProposalField>;
  typeName: (id: string) => string | undefined;
  entityName: string;
  onApply: (changes: Changes) => void;
}) {
  const suggestion = reading.suggestion;
  if (!suggestion) return <Alert severity="info">A leitura não trouxe proposta.</Alert>;
  const rows = proposalRows(suggestion, form, typeName);
  const pending = pendingProposal(rows);
  const mismatched = suggestion.identifiers.filter((i) => !i.matchesEntity);
  const ocr = ocrNote(suggestion);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {ocr && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            color={ocr.low ? 'warning' : 'default'}
            icon={<Icon name="text-recognition" size={16} />}
            label={ocr.label}
            sx={ocr.low ? { color: 'warning.dark' } : undefined}
          />
          <Typography variant="caption" color="text.secondary">
            Documento digitalizado: confira os números com a imagem.
          </Typography>
        </Box>
      )}
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          A leitura não encontrou tipo, datas nem resultado neste arquivo.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Campos propostos" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {rows.map((row) => (
            <Row key={row.field} row={row} onApply={onApply} />
          ))}
        </Box>
      )}
      {rows.length > 0 && (
        <Button
          variant="contained"
          disabled={Object.keys(pending).length === 0}
          onClick={() => onApply(pending)}
          sx={{ justifySelf: 'start' }}
        >
          Aplicar tudo
        </Button>
      )}
      <HolderName suggestion={suggestion} entityName={entityName} />
      <Box>
        <Typography variant="subtitle2" component="h3">
          CPF e CNPJ encontrados
        </Typography>
        {suggestion.identifiers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nenhum CPF ou CNPJ no texto.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {suggestion.identifiers.map((i) => (
              <li key={`${i.kind}-${i.value}`}>
                <Typography variant="body2">
                  {i.kind} {formatIdentifier(i)}
                  {i.matchesEntity ? ` — de ${entityName}` : ' — não é da parte'}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Box>
      {mismatched.length > 0 && (
        <Alert severity="warning">
          {mismatched.length === 1 ? 'Número que não é' : 'Números que não são'} desta parte (
          {entityName}): {mismatched.map((i) => `${i.kind} ${formatIdentifier(i)}`).join(', ')}.
          Confira se o documento é dela.
        </Alert>
      )}
    </Box>
  );
}

/**
 * "Leitura automática": the certidão reading of the document's latest PDF or image (a scan or a
 * photo, read by OCR), asked again while the server reads it. Its proposal goes into the form field by field ("Aplicar") or all at once
 * ("Aplicar tudo"); nothing is saved until the analyst saves the form.
 */
export function ReadingProposal({
  diligenceId,
  documentId,
  readable,
  ...props
}: {
  diligenceId: string;
  documentId: string;
  /** The document has a file the reading reads (PDF, PNG or JPEG). */
  readable: boolean;
  form: Pick<AnalysisFormValues, ProposalField>;
  typeName: (id: string) => string | undefined;
  entityName: string;
  onApply: (changes: Changes) => void;
}) {
  const reading = useQuery({ ...readingQuery(diligenceId, documentId), enabled: readable });
  const state = reading.data?.state;
  return (
    <SectionCard title="Leitura automática" action={<Icon name="text-recognition" size={22} />}>
      {!readable ? (
        <Typography variant="body2" color="text.secondary">
          A leitura automática lê certidões em PDF, PNG ou JPEG: este documento não tem nenhum
          desses arquivos.
        </Typography>
      ) : reading.isPending ? (
        <LinearProgress aria-label="Carregando a leitura" />
      ) : reading.isError ? (
        <Alert severity="error">{getApiErrorMessage(reading.error)}</Alert>
      ) : state === 'PROCESSANDO' ? (
        <Box role="status" sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2">Lendo o documento…</Typography>
          <LinearProgress aria-label="Lendo o documento" />
        </Box>
      ) : state === 'SEM_TEXTO' ? (
        <Alert severity="info">
          {reading.data.message ?? 'Sem texto extraível (documento digitalizado).'}
        </Alert>
      ) : state === 'FALHOU' ? (
        <Alert severity="error">{reading.data.message ?? 'A leitura deste arquivo falhou.'}</Alert>
      ) : (
        <>
          {reading.data.message && <Alert severity="info">{reading.data.message}</Alert>}
          <Proposal reading={reading.data} {...props} />
        </>
      )}
      {reading.data?.text && (
        <ExtractedText text={reading.data.text} byOcr={reading.data.suggestion?.origin === 'OCR'} />
      )}
    </SectionCard>
  );
}
