import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import type { IndicatorsQuery } from '@lince/contracts/indicators';
import { Icon } from '../../../../components/icon.tsx';
import { getApiErrorMessage } from '../../../../lib/api-error.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { downloadIndicatorsXlsx } from '../api/download-indicators-xlsx.ts';

/**
 * Downloads every indicator of the current filters as an XLSX workbook; busy while the server
 * builds it, the reason in a snackbar when it fails. Disabled while the period is not valid.
 */
export function ExportButton({ query }: { query: IndicatorsQuery | null }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!query) return;
    setBusy(true);
    try {
      await downloadIndicatorsXlsx(query);
      showSnackbar({ text: 'Planilha dos indicadores baixada.', color: 'success' });
    } catch (error) {
      showSnackbar({
        text: getApiErrorMessage(error, 'Não foi possível gerar a planilha. Tente novamente.'),
        color: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      onClick={() => void run()}
      disabled={busy || !query}
      aria-busy={busy}
      startIcon={
        busy ? <CircularProgress size={18} color="inherit" /> : <Icon name="download" size={20} />
      }
    >
      {busy ? 'Gerando a planilha…' : 'Exportar XLSX'}
    </Button>
  );
}
