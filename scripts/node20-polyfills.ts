/**
 * Node 20 lacks a few ES2024 built-ins that Vitest 5's reporter calls (Map.groupBy,
 * Object.groupBy, Promise.withResolvers). Loaded by vitest.config.ts in the main process.
 * Remove when the project moves to Node 22.
 */
type Group = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

const mapCtor = Map as unknown as { groupBy?: Group };
if (typeof mapCtor.groupBy !== 'function') {
  mapCtor.groupBy = (items, key) => {
    const groups = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      const list = groups.get(k);
      if (list) list.push(item);
      else groups.set(k, [item]);
    }
    return groups;
  };
}

const objectCtor = Object as unknown as {
  groupBy?: <T>(
    items: Iterable<T>,
    key: (item: T, index: number) => PropertyKey,
  ) => Record<PropertyKey, T[]>;
};
if (typeof objectCtor.groupBy !== 'function') {
  objectCtor.groupBy = (items, key) =>
    Object.fromEntries((Map as unknown as { groupBy: Group }).groupBy(items, key));
}

const promiseCtor = Promise as unknown as { withResolvers?: () => unknown };
if (typeof promiseCtor.withResolvers !== 'function') {
  promiseCtor.withResolvers = () => {
    let resolve!: (value: unknown) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

export {};
