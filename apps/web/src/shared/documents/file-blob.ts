import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';

/**
 * A protected file (a document's content, the data room's ZIP) fetched with the session's headers:
 * a link or an `<img src>` cannot send them.
 */
export async function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const { data } = await api.get<Blob>(url, { responseType: 'blob', signal });
  return data;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the object URL; free it once the click was handled.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Fetches a protected file and hands it to the browser as a download named `name`. */
export async function downloadFile(url: string, name: string): Promise<void> {
  saveBlob(await fetchFileBlob(url), name);
}

export type BlobState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; blob: Blob }
  | { status: 'error'; error: unknown };

/**
 * The object URL of a protected file while the component shows it (revoked after), fetched only
 * when `url` is given (e.g. once a card is visible).
 */
export function useFileBlobUrl(url: string | null): BlobState {
  const [state, setState] = useState<{ url: string; value: BlobState } | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchFileBlob(url, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url, value: { status: 'ready', url: objectUrl, blob } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ url, value: { status: 'error', error } });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return url && state?.url === url ? state.value : { status: 'loading' };
}
