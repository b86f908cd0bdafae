import { useEffect, useRef, useState } from 'react';
import type { Document } from '@lince/contracts/documents';
import { getDuplicateFiles } from '../../../lib/api-error.ts';
import { uploadErrorMessage } from '../../../shared/documents/upload.ts';
import { uploadEntityFile } from '../api/upload-entity-file.ts';
import { UploadQueue, type QueueItem } from './upload-queue.ts';

/** Files sent at the same time by the data room. */
export const UPLOAD_CONCURRENCY = 3;

/**
 * The data room's bulk upload queue for one entity, rendered by React; `onSent` runs for every
 * file the API accepted (to refresh the file list).
 */
export function useUploadQueue(
  diligenceId: string,
  entityId: string,
  onSent: (document: Document) => void,
) {
  const [items, setItems] = useState<QueueItem<Document>[]>([]);
  const sent = useRef(onSent);
  useEffect(() => {
    sent.current = onSent;
  }, [onSent]);
  const [queue] = useState(
    () =>
      new UploadQueue<Document>({
        concurrency: UPLOAD_CONCURRENCY,
        upload: async (file, onProgress, options) => {
          const document = await uploadEntityFile(diligenceId, entityId, file, onProgress, options);
          sent.current(document);
          return document;
        },
        errorMessage: uploadErrorMessage,
        duplicatesOf: getDuplicateFiles,
        onChange: setItems,
      }),
  );
  return {
    items,
    add: (files: File[]) => queue.add(files),
    retry: (key: string) => queue.retry(key),
    sendAnyway: (key: string) => queue.sendAnyway(key),
    skip: (key: string) => queue.skip(key),
    clearFinished: () => queue.clearFinished(),
  };
}
