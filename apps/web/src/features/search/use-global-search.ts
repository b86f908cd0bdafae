import { useEffect, useState } from 'react';
import type { SearchResult } from '@lince/contracts/search';
import { searchAll } from './api/search-all.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';

/** Quiet time after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

export type GlobalSearchState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'success'; term: string; result: SearchResult }
  | { status: 'error'; term: string; message: string };

type Answer = { term: string; attempt: number } & ({ result: SearchResult } | { message: string });

/**
 * The app bar's search for `text`: asked `SEARCH_DEBOUNCE_MS` after typing stops; a newer text
 * aborts the request still running, so only the latest term's answer is shown. `retry` asks again.
 */
export function useGlobalSearch(text: string): GlobalSearchState & { retry: () => void } {
  const term = text.trim();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!term) return;
    const controller = new AbortController();
    const settle = (value: Answer) => {
      if (!controller.signal.aborted) setAnswer(value);
    };
    const timer = setTimeout(() => {
      searchAll(term, controller.signal).then(
        (result) => settle({ term, attempt, result }),
        (error: unknown) =>
          settle({
            term,
            attempt,
            message: getApiErrorMessage(error, 'Não foi possível buscar. Tente novamente.'),
          }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  if (!term) return { status: 'idle', retry };
  if (!answer || answer.term !== term || answer.attempt !== attempt)
    return { status: 'loading', term, retry };
  return 'result' in answer
    ? { status: 'success', term, result: answer.result, retry }
    : { status: 'error', term, message: answer.message, retry };
}
