/**
 * Serialized answers kept in memory for a short time, least recently used forgotten first once
 * their total size passes `maxBytes`. The caller puts in the key everything the answer depends
 * on — for the list and the kanban, the company's listing version (bumped by database triggers on
 * every write a row or card shows), the day and the query — so a hit is never older than the
 * data; `ttlMs` only bounds what depends on the clock (a card crossing its SLA). `ttlMs` 0 turns
 * it off.
 */
export interface SnapshotCache {
  get(key: string): string | undefined;
  set(key: string, json: string): void;
  readonly size: number;
}

export function createSnapshotCache({
  ttlMs,
  maxBytes,
  now = Date.now,
}: {
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
}): SnapshotCache {
  const entries = new Map<string, { json: string; bytes: number; expires: number }>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      forget(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry); // most recently used last
      bytes += entry.bytes;
      return entry.json;
    },
    set(key, json) {
      if (ttlMs <= 0) return;
      forget(key);
      const entry = { json, bytes: json.length * 2, expires: now() + ttlMs };
      if (entry.bytes > maxBytes) return;
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
