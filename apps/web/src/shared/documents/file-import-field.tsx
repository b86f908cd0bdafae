import { LinearProgress } from '@mui/material';
import { FileDropZone } from './file-drop-zone.tsx';
import type { FileImport } from './use-file-import.ts';

/** The file of an import dialog, dropped or chosen, and the progress of its sending. */
export function FileImportField({
  upload,
  accept,
  label,
  prompt,
}: {
  upload: Pick<FileImport, 'file' | 'sending' | 'busy' | 'choose'>;
  accept: string;
  label: string;
  prompt?: string;
}) {
  return (
    <>
      <FileDropZone
        file={upload.file}
        onFile={upload.choose}
        accept={accept}
        label={label}
        prompt={prompt}
        disabled={upload.busy}
      />
      {upload.sending !== null && (
        <LinearProgress
          variant="determinate"
          value={upload.sending * 100}
          aria-label="Envio do arquivo"
        />
      )}
    </>
  );
}
