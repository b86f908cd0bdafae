import { Box, IconButton, Tooltip } from '@mui/material';
import { Icon } from '../../components/icon.tsx';
import { showSnackbar } from '../../lib/snackbar.ts';

/** How many hex digits of a SHA-256 the list shows. */
export const SHA_SHOWN = 12;

/** A SHA-256 shortened, its full value in the tooltip and copied by the button beside it. */
export function ShaCell({ sha256 }: { sha256: string | null }) {
  if (!sha256) return <>—</>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sha256);
      showSnackbar({ text: 'SHA-256 copiado.', color: 'success' });
    } catch {
      showSnackbar({ text: 'Não foi possível copiar. Selecione e copie o valor.', color: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title={sha256} slotProps={{ tooltip: { sx: { maxWidth: 'none' } } }}>
        <Box component="code" data-sha256={sha256} sx={{ fontSize: 13 }}>
          {`${sha256.slice(0, SHA_SHOWN)}…`}
        </Box>
      </Tooltip>
      <Tooltip title="Copiar o SHA-256 completo">
        <IconButton
          size="small"
          aria-label={`Copiar SHA-256 ${sha256}`}
          onClick={() => void copy()}
        >
          <Icon name="content-copy" size={18} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
