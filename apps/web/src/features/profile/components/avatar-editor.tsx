import { useEffect, useRef, useState } from 'react';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { Icon } from '../../../components/icon.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { useProtectedImage } from '../../../lib/use-protected-image.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, cropToSquare } from './crop-square.ts';

export interface AvatarEditorProps {
  /** The current avatar path (session user's `avatar`), or null. */
  avatar: string | null;
  name: string;
  onUpload: (image: Blob, filename: string) => Promise<void>;
  onRemove: () => Promise<void>;
}

/**
 * The profile photo: choose a PNG or JPEG (≤ 2 MB), see it cropped to a centred square, then
 * save or cancel; or remove the current one.
 */
export function AvatarEditor({ avatar, name, onUpload, onRemove }: AvatarEditorProps) {
  const input = useRef<HTMLInputElement>(null);
  const current = useProtectedImage(avatar);
  const [preview, setPreview] = useState<{ blob: Blob; url: string; filename: string } | null>(
    null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  async function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) {
      setProblem('Escolha uma imagem PNG ou JPEG.');
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setProblem('A imagem deve ter no máximo 2 MB.');
      return;
    }
    try {
      const blob = await cropToSquare(file);
      const extension = file.type === 'image/jpeg' ? 'jpg' : 'png';
      setPreview({ blob, url: URL.createObjectURL(blob), filename: `foto.${extension}` });
    } catch {
      setProblem('Não foi possível abrir a imagem. Escolha outro arquivo.');
    }
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      setPreview(null);
    } catch (error) {
      setProblem(getApiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const shown = preview?.url ?? current;
  return (
    <Box component="section" aria-labelledby="foto-titulo">
      <Typography id="foto-titulo" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
        Foto
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <Avatar
          src={shown}
          alt={preview ? 'Prévia da nova foto, recortada em quadrado' : `Foto de ${name}`}
          sx={{ width: 112, height: 112, bgcolor: 'primary.main', fontSize: 48 }}
        >
          <Icon name="account-circle-outline" size={64} />
        </Avatar>
        <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            aria-hidden
            tabIndex={-1}
            data-testid="arquivo-foto"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {preview ? (
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => void run(() => onUpload(preview.blob, preview.filename))}
              >
                Salvar foto
              </Button>
              <Button disabled={busy} onClick={() => setPreview(null)}>
                Cancelar
              </Button>
            </Stack>
          ) : (
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
                {avatar ? 'Trocar foto' : 'Escolher foto'}
              </Button>
              {avatar && (
                <Button color="error" disabled={busy} onClick={() => void run(onRemove)}>
                  Remover foto
                </Button>
              )}
            </Stack>
          )}
          <Typography variant="body2" color="text.secondary">
            PNG ou JPEG de até 2 MB. A imagem é recortada em um quadrado centralizado.
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
