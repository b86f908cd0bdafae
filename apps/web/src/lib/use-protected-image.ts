import { useEffect, useState } from 'react';
import { api } from './api-client.ts';

const cache = new Map<string, Promise<string>>();

/**
 * An image the API serves only to authenticated callers (avatars, logos): an `<img src>` cannot
 * send the bearer token and `user` header, so it is fetched through the API client and shown as
 * an object URL. One request per path and page load (the path changes with the file).
 */
export function loadProtectedImage(path: string): Promise<string> {
  let pending = cache.get(path);
  if (!pending) {
    pending = api
      .get<Blob>(path.replace(/^\/v1(?=\/)/, ''), { responseType: 'blob' })
      .then(({ data }) => URL.createObjectURL(data));
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}

/** The object URL of a protected image path, or undefined while loading, when absent or failed. */
export function useProtectedImage(path: string | null | undefined): string | undefined {
  const [loaded, setLoaded] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    if (!path) return;
    let current = true;
    loadProtectedImage(path).then(
      (url) => current && setLoaded({ path, url }),
      () => current && setLoaded(null),
    );
    return () => {
      current = false;
    };
  }, [path]);
  return path && loaded?.path === path ? loaded.url : undefined;
}
