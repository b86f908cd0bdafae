/** Work started without awaiting it (e.g. sending an e-mail); `drain` waits for it on shutdown. */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(
  onError: (name: string, error: unknown) => void,
): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => onError(name, error))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
