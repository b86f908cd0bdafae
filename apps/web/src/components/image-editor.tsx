import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { getApiErrorMessage } from '../lib/api-error.ts';
import { useProtectedImage } from '../lib/use-protected-image.ts';
import { ErrorAlert } from './error-alert.tsx';

/** Images an editor accepts (the server checks the content again). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export interface ImageEditorProps {
  /** The current image's path (protected: fetched with the session), or null. */
  image: string | null;
  /** The editor's title, shown above it. */
  heading: ReactNode;
  /** The title's id: given, the editor is a section named by it. */
  headingId?: string;
  /** The image: the current one (`src`, undefined while it loads or when there is none) or the preview. */
  frame: (shown: { src: string | undefined; previewing: boolean }) => ReactNode;
  /** Space between the image and its buttons. */
  spacing: number;
  /** The hidden file input's test id. */
  testId: string;
  labels: {
    /** The choose button with no image yet ("Escolher foto"), and with one ("Trocar foto"). */
    choose: string;
    change: string;
    remove: string;
    /** With `prepare`: the button that sends the preview. */
    save?: string;
  };
  /** The line under the buttons (formats, size, use). */
  hint: string;
  tooLargeMessage: string;
  /**
   * Turns the chosen file into the image to send (e.g. crops it) and shows it as a preview to
   * save or cancel; without it the chosen file is sent at once.
   */
  prepare?: (file: File) => Promise<File>;
  onUpload: (image: File) => Promise<void>;
  onRemove: () => Promise<void>;
}

/**
 * An image of the account (profile photo, report logo): choose a PNG or JPEG up to 2 MB, sent as
 * chosen or first shown as a preview to save or cancel; or remove the current one. Refusals and
 * the API's errors show under it.
 */
export function ImageEditor({
  image,
  heading,
  headingId,
  frame,
  spacing,
  testId,
  labels,
  hint,
  tooLargeMessage,
  prepare,
  onUpload,
  onRemove,
}: ImageEditorProps) {
  const input = useRef<HTMLInputElement>(null);
  const current = useProtectedImage(image);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

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

  async function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setProblem('Escolha uma imagem PNG ou JPEG.');
    if (file.size > IMAGE_MAX_BYTES) return setProblem(tooLargeMessage);
    if (!prepare) return void run(() => onUpload(file));
    try {
      const prepared = await prepare(file);
      setPreview({ file: prepared, url: URL.createObjectURL(prepared) });
    } catch {
      setProblem('Não foi possível abrir a imagem. Escolha outro arquivo.');
    }
  }

  return (
    <Box component={headingId ? 'section' : 'div'} aria-labelledby={headingId}>
      {heading}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={spacing}
        sx={{ alignItems: 'center' }}
      >
        {frame({ src: preview?.url ?? current, previewing: preview !== null })}
        <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            hidden
            aria-hidden
            tabIndex={-1}
            data-testid={testId}
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
                onClick={() => void run(() => onUpload(preview.file))}
              >
                {labels.save}
              </Button>
              <Button disabled={busy} onClick={() => setPreview(null)}>
                Cancelar
              </Button>
            </Stack>
          ) : (
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
                {image ? labels.change : labels.choose}
              </Button>
              {image && (
                <Button color="error" disabled={busy} onClick={() => void run(onRemove)}>
                  {labels.remove}
                </Button>
              )}
            </Stack>
          )}
          <Typography variant="body2" color="text.secondary">
            {hint}
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
