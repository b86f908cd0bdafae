import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { READABLE_FILE_TYPES, type Document } from '@lince/contracts/documents';
import { readingKey, readingQuery } from '../api/get-reading.ts';
import { entityDocumentListKey } from '../api/list-entity-documents.ts';

/**
 * After a PDF or image is uploaded into a checklist row, its reading is followed until it ends;
 * then the checklist is asked again, so the row shows what the reading proposes. True while the
 * reading runs.
 */
export function useReadingWatch(diligenceId: string, document: Document) {
  const queryClient = useQueryClient();
  const [watching, setWatching] = useState(false);
  const reading = useQuery({ ...readingQuery(diligenceId, document._id), enabled: watching });
  const state = reading.data?.state;
  const ended = watching && (reading.isError || (state !== undefined && state !== 'PROCESSANDO'));
  useEffect(() => {
    if (!ended) return;
    setWatching(false);
    void queryClient.invalidateQueries({
      queryKey: entityDocumentListKey(diligenceId, document.entityId),
    });
  }, [ended, queryClient, diligenceId, document.entityId]);
  return {
    reading: watching && !ended,
    /** Called with the document as the upload answered it. */
    uploaded: (saved: Document) => {
      const latest = saved.files.reduce<Document['files'][number] | undefined>(
        (newest, f) => (!newest || f.uploadedAt > newest.uploadedAt ? f : newest),
        undefined,
      );
      if (!latest || !READABLE_FILE_TYPES.includes(latest.mimeType)) return;
      // An earlier file's reading is not this one's.
      queryClient.removeQueries({ queryKey: readingKey(diligenceId, saved._id) });
      setWatching(true);
    },
  };
}
