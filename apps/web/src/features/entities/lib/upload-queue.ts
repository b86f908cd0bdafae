/**
 * The data room's bulk upload: files wait in line and go up a few at a time; each reports its
 * progress; a failure is kept with its message (the others go on) and can be retried.
 * Framework-free: the screen's hook renders `items` on every change.
 */

export type QueueStatus = 'AGUARDANDO' | 'ENVIANDO' | 'ENVIADO' | 'FALHOU';

export interface QueueItem<T> {
  key: string;
  file: File;
  status: QueueStatus;
  /** 0–100. */
  progress: number;
  error: string | null;
  /** The API's answer once sent. */
  result: T | null;
}

export interface UploadQueueOptions<T> {
  /** How many files go up at the same time. */
  concurrency: number;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<T>;
  /** The Portuguese message of a failure. */
  errorMessage: (error: unknown) => string;
  onChange: (items: QueueItem<T>[]) => void;
}

export class UploadQueue<T> {
  private items: QueueItem<T>[] = [];
  private running = 0;
  private next = 0;

  constructor(private readonly options: UploadQueueOptions<T>) {}

  /** Puts files in line and starts as many as the concurrency allows. */
  add(files: readonly File[]): void {
    for (const file of files)
      this.items.push({
        key: `arquivo-${(this.next += 1)}`,
        file,
        status: 'AGUARDANDO',
        progress: 0,
        error: null,
        result: null,
      });
    this.changed();
    this.pump();
  }

  /** Puts a failed file back in line. */
  retry(key: string): void {
    const item = this.items.find((i) => i.key === key);
    if (!item || item.status !== 'FALHOU') return;
    this.update(key, { status: 'AGUARDANDO', progress: 0, error: null });
    this.pump();
  }

  /** Takes the sent and failed files off the list (the waiting and running ones stay). */
  clearFinished(): void {
    this.items = this.items.filter((i) => i.status === 'AGUARDANDO' || i.status === 'ENVIANDO');
    this.changed();
  }

  snapshot(): QueueItem<T>[] {
    return this.items;
  }

  private pump(): void {
    while (this.running < this.options.concurrency) {
      const item = this.items.find((i) => i.status === 'AGUARDANDO');
      if (!item) return;
      void this.start(item.key, item.file);
    }
  }

  private async start(key: string, file: File): Promise<void> {
    this.running += 1;
    this.update(key, { status: 'ENVIANDO', progress: 0 });
    try {
      const result = await this.options.upload(file, (fraction) =>
        this.update(key, { progress: Math.round(Math.min(1, fraction) * 100) }),
      );
      this.update(key, { status: 'ENVIADO', progress: 100, result });
    } catch (error) {
      this.update(key, { status: 'FALHOU', error: this.options.errorMessage(error) });
    } finally {
      this.running -= 1;
      this.pump();
    }
  }

  private update(key: string, patch: Partial<QueueItem<T>>): void {
    this.items = this.items.map((i) => (i.key === key ? { ...i, ...patch } : i));
    this.changed();
  }

  private changed(): void {
    this.options.onChange(this.items);
  }
}
