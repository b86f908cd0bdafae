import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import type { FinancialImportResult } from '@lince/contracts/financial-statements';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Icon } from '../../../components/icon.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { FileImportField } from '../../../shared/documents/file-import-field.tsx';
import { useFileImport } from '../../../shared/documents/use-file-import.ts';
import { downloadStatementTemplate, importStatements } from '../api/statements.ts';

/** The XLSX template, or CVM open data: a CSV or a ZIP of them (the server tells which by the content). */
const IMPORT_ACCEPT = [
  '.xlsx',
  '.csv',
  '.zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'application/zip',
].join(',');

/** "Exercícios importados: 2022, 2023 e 2024." */
export function importedYearsText(years: readonly number[]): string {
  if (years.length === 0) return 'Nenhum exercício importado.';
  const list =
    years.length === 1 ? `${years[0]}` : `${years.slice(0, -1).join(', ')} e ${years.at(-1)}`;
  return `${years.length === 1 ? 'Exercício importado' : 'Exercícios importados'}: ${list}.`;
}

/** What the import did: the years, the balance warnings, and the lines the template does not know. */
function ImportResult({ result }: { result: FinancialImportResult }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="success" role="status">
        Importação concluída. {importedYearsText(result.years)}
      </Alert>
      {result.warnings.length > 0 && (
        <Alert severity="warning">
          <Typography variant="subtitle2" component="h3">
            Avisos
          </Typography>
          <List dense disablePadding aria-label="Avisos da importação">
            {result.warnings.map((w) => (
              <ListItem key={`${w.fiscalYear}-${w.message}`} disableGutters>
                {w.fiscalYear}: {w.message}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {result.rejectedLines.length > 0 && (
        <Alert severity="warning">
          <Typography variant="subtitle2" component="h3">
            Linhas não importadas
          </Typography>
          <List dense disablePadding aria-label="Linhas não importadas">
            {result.rejectedLines.map((r) => (
              <ListItem key={`${r.row}-${r.message}`} disableGutters>
                Linha {r.row}: {r.message}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Box>
  );
}

/**
 * Import statements from the XLSX template or from CVM open data (several periods at once, all or
 * none): the template to download, the file chosen or dropped, then what was imported, or why the
 * file was refused (the row, the CNPJ named).
 */
export function ImportDialog({
  companyId,
  onClose,
  onImported,
}: {
  companyId: string;
  onClose: () => void;
  onImported: () => void;
}) {
  const titleId = useId();
  const [result, setResult] = useState<FinancialImportResult | null>(null);
  const upload = useFileImport({
    send: (file, onProgress) => importStatements(companyId, file, onProgress),
    onSent: (imported: FinancialImportResult) => {
      setResult(imported);
      onImported();
    },
    missingFile: 'Escolha o arquivo a importar.',
    onChoose: () => setResult(null),
  });
  const { busy, error, setError } = upload;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Importar demonstrações</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          Planilha XLSX no formato do modelo: “Conta” na célula A1, os exercícios na linha 1 a
          partir da coluna B e as contas na coluna A. Cada exercício substitui a demonstração anual
          do mesmo ano; os subtotais são recalculados.
        </DialogContentText>
        <DialogContentText>
          Ou os dados abertos da CVM (companhias abertas): os arquivos BPA, BPP e DRE do ano
          (dfp_cia_aberta_…csv, ou itr_ para um trimestre), um a um ou num ZIP, como a CVM os
          publica ou só com as linhas da empresa. Entram os dois exercícios de cada arquivo.
        </DialogContentText>
        <Box>
          <Button
            size="small"
            startIcon={<Icon name="download" size={18} />}
            onClick={() =>
              void downloadStatementTemplate().catch((caught: unknown) =>
                setError(getApiErrorMessage(caught)),
              )
            }
          >
            Baixar modelo XLSX
          </Button>
        </Box>
        <FileImportField
          upload={upload}
          accept={IMPORT_ACCEPT}
          label="Planilha ou arquivos da CVM"
          prompt="Arraste o arquivo (XLSX, CSV ou ZIP) para cá ou escolha-o."
        />
        {error && <FormAlert>{error}</FormAlert>}
        {result && <ImportResult result={result} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {result ? 'Fechar' : 'Cancelar'}
        </Button>
        <Button
          variant="contained"
          onClick={() => void upload.submit()}
          disabled={busy || result !== null}
        >
          Importar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
