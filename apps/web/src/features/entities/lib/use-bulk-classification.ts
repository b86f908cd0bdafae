import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { Document } from '@lince/contracts/documents';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { classifyDocument } from '../api/classify-document.ts';
import { documentReadingQuery } from '../api/get-document-reading.ts';
import {
  changes,
  classificationOf,
  isReadable,
  type FileClassification,
} from './file-classification.ts';
import type { QueueItem } from './upload-queue.ts';

/** A sent file's row: its classification, and the state of its "Classificar". */
export interface ClassificationRow extends FileClassification {
  key: string;
  fileName: string;
  pending: boolean;
  error: string | null;
}

/**
 * The classification of the files the bulk upload sent: each row preselected with its reading's
 * proposal; "Classificar" files one, "Classificar todos" every row whose type would change, one
 * after the other (two files of the same type: the first fills the pending document, the next
 * becomes another). `onClassified` runs after each.
 */
export function useBulkClassification(
  diligenceId: string,
  items: QueueItem<Document>[],
  typeIds: readonly string[],
  onClassified: (document: Document) => void,
) {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [current, setCurrent] = useState<Record<string, Document>>({});
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sent = items.filter(
    (i): i is QueueItem<Document> & { result: Document } => i.status === 'ENVIADO' && !!i.result,
  );
  // Only until classified: the document may then be gone (its files moved to another).
  const readings = useQueries({
    queries: sent.map((i) => ({
      ...documentReadingQuery(diligenceId, i.result._id),
      enabled: isReadable(i.result) && !current[i.key],
    })),
  });
  const rows: ClassificationRow[] = sent.map((i, index) => ({
    key: i.key,
    fileName: i.file.name,
    pending: pending[i.key] ?? false,
    error: errors[i.key] ?? null,
    ...classificationOf({
      sent: i.result,
      current: current[i.key] ?? null,
      chosen: chosen[i.key] ?? null,
      reading: readings[index]?.data,
      typeIds,
    }),
  }));

  async function classify(row: ClassificationRow): Promise<boolean> {
    setPending((p) => ({ ...p, [row.key]: true }));
    setErrors(({ [row.key]: _, ...rest }) => rest);
    try {
      const doc = await classifyDocument(diligenceId, row.current._id, row.value);
      setCurrent((c) => ({ ...c, [row.key]: doc }));
      setChosen(({ [row.key]: _, ...rest }) => rest);
      onClassified(doc);
      return true;
    } catch (error) {
      setErrors((e) => ({ ...e, [row.key]: getApiErrorMessage(error) }));
      return false;
    } finally {
      setPending(({ [row.key]: _, ...rest }) => rest);
    }
  }

  const toClassify = rows.filter((r) => changes(r) && !r.pending);
  return {
    rows,
    /** The rows "Classificar todos" would file. */
    toClassify,
    /** How many rows still wait for their reading. */
    reading: rows.filter((r) => r.reading).length,
    choose: (key: string, typeId: string) => setChosen((c) => ({ ...c, [key]: typeId })),
    classify: (row: ClassificationRow) => void classify(row),
    /** Files every row of `toClassify`; resolves with how many went where they were meant to. */
    async classifyAll(): Promise<{ done: number; failed: number }> {
      let done = 0;
      for (const row of toClassify) if (await classify(row)) done += 1;
      return { done, failed: toClassify.length - done };
    },
  };
}
