import { useState } from 'react';
import { uploadErrorMessage } from './upload.ts';

/**
 * The file of an import dialog: the one chosen, the fraction sent (0–1, null when nothing is
 * being sent) and the Portuguese error. `submit` sends the file through `send`, hands the API's
 * answer to `onSent`, or shows `missingFile` when none was chosen.
 */
export function useFileImport<T>({
  send,
  onSent,
  missingFile,
  errorMessage = uploadErrorMessage,
  onChoose,
}: {
  send: (file: File, onProgress: (fraction: number) => void) => Promise<T>;
  onSent: (answer: T) => void;
  missingFile: string;
  /** The message of a refused upload (default: the API's, else one for 413/415). */
  errorMessage?: (error: unknown) => string;
  /** Runs when another file is chosen (e.g. to clear the last result). */
  onChoose?: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = (chosen: File) => {
    setFile(chosen);
    setError(null);
    onChoose?.();
  };
  const submit = async () => {
    if (!file) return setError(missingFile);
    setError(null);
    setSending(0);
    try {
      onSent(await send(file, setSending));
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSending(null);
    }
  };
  return { file, sending, busy: sending !== null, error, setError, choose, submit };
}

export type FileImport = ReturnType<typeof useFileImport>;
