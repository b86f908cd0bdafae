import { useCallback, useRef, useState } from 'react';
import { getDuplicateFiles } from '../../lib/api-error.ts';
import { uploadErrorMessage, uploadWithProgress } from './upload.ts';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; fileName: string }
  | {
      status: 'error';
      message: string;
      fileName: string;
      /** A 409 DUPLICATE_FILE: the refused file and its URL, to send again allowing it. */
      duplicate: { url: string; file: File } | null;
    };

/**
 * One upload at a time with its progress (0–100) and its Portuguese error. `upload` resolves with
 * the API's answer, or with undefined when it failed (the state then holds the message; a file the
 * party already has, what to send again with `allowingDuplicate`).
 */
export function useUpload<T>() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef(false);
  const upload = useCallback(async (url: string, file: File): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setState({ status: 'uploading', progress: 0, fileName: file.name });
    try {
      const answer = await uploadWithProgress<T>(url, file, (fraction) =>
        setState({
          status: 'uploading',
          progress: Math.round(fraction * 100),
          fileName: file.name,
        }),
      );
      setState({ status: 'idle' });
      return answer;
    } catch (error) {
      setState({
        status: 'error',
        message: uploadErrorMessage(error),
        fileName: file.name,
        duplicate: getDuplicateFiles(error).length ? { url, file } : null,
      });
      return undefined;
    } finally {
      running.current = false;
    }
  }, []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, upload, reset };
}
