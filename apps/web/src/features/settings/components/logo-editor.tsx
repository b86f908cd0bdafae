import { useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { useProtectedImage } from '../../../lib/use-protected-image.ts';

const TYPES = ['image/png', 'image/jpeg'];
const MAX_BYTES = 2 * 1024 * 1024;

export interface LogoEditorProps {
  logo: string | null;
  onUpload: (file: File) => Promise<void>;
  onRemove: () => Promise<void>;
}

/** The report logo: PNG or JPEG up to 2 MB, uploaded as chosen; preview and removal. */
export function LogoEditor({ logo, onUpload, onRemove }: LogoEditorProps) {
  const input = useRef<HTMLInputElement>(null);
  const image = useProtectedImage(logo);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(getApiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem('Escolha uma imagem PNG ou JPEG.');
    if (file.size > MAX_BYTES) return setProblem('O logotipo deve ter no máximo 2 MB.');
    void run(() => onUpload(file));
  }

  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Logotipo
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 200,
            height: 80,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'grey.50',
          }}
        >
          {image ? (
            <img
              src={image}
              alt="Logotipo atual dos relatórios"
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {logo ? 'Carregando…' : 'Sem logotipo'}
            </Typography>
          )}
        </Box>
        <Stack spacing={1}>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            aria-hidden
            tabIndex={-1}
            data-testid="arquivo-logotipo"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
              {logo ? 'Trocar logotipo' : 'Enviar logotipo'}
            </Button>
            {logo && (
              <Button color="error" disabled={busy} onClick={() => void run(onRemove)}>
                Remover logotipo
              </Button>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            PNG ou JPEG de até 2 MB, usado no cabeçalho dos relatórios.
          </Typography>
        </Stack>
      </Stack>
      {problem && (
        <Box sx={{ mt: 2 }}>
          <ErrorAlert>{problem}</ErrorAlert>
        </Box>
      )}
    </Box>
  );
}
