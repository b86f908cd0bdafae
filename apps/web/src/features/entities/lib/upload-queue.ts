import type { DuplicateFileDetail } from '@lince/contracts/errors';

/**
 * The data room's bulk upload: files wait in line and go up a few at a time; each reports its
 * progress; a failure is kept with its message (the others go on) and can be retried; a file the
 * party already has is held (DUPLICADO) until sent anyway or skipped.
 * Framework-free: the screen's hook renders `items` on every change.
 */

export type QueueStatus = 'AGUARDANDO' | 'ENVIANDO' | 'ENVIADO' | 'FALHOU' | 'DUPLICADO';

export interface QueueItem<T> {
  key: string;
  file: File;
  status: QueueStatus;
  /** 0–100. */
  progress: number;
  error: string | null;
  /** The API's answer once sent. */
  result: T | null;
  /** DUPLICADO: the party's files with the same content (the API's 409). */
  duplicates: DuplicateFileDetail[];
  /** Sent again after "Enviar mesmo assim": the API keeps the duplicate. */
  allowDuplicate: boolean;
}

export interface UploadQueueOptions<T> {
  /** How many files go up at the same time. */
  concurrency: number;
  upload: (
    file: File,
    onProgress: (fraction: number) => void,
    options: { allowDuplicate: boolean },
  ) => Promise<T>;
  /** The Portuguese message of a failure. */
  errorMessage: (error: unknown) => string;
  /** The files a refusal names as identical to this one (none: an ordinary failure). */
  duplicatesOf?: (error: unknown) => DuplicateFileDetail[];
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
        duplicates: [],
        allowDuplicate: false,
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

  /** "Enviar mesmo assim": a held duplicate goes back in line, to be kept this time. */
  sendAnyway(key: string): void {
    const item = this.items.find((i) => i.key === key);
    if (!item || item.status !== 'DUPLICADO') return;
    this.update(key, { status: 'AGUARDANDO', progress: 0, duplicates: [], allowDuplicate: true });
    this.pump();
  }

  /** "Pular": a held duplicate leaves the list, never sent. */
  skip(key: string): void {
    if (!this.items.some((i) => i.key === key && i.status === 'DUPLICADO')) return;
    this.items = this.items.filter((i) => i.key !== key);
    this.changed();
  }

  /** Takes the sent and failed files off the list (the waiting, running and held ones stay). */
  clearFinished(): void {
    this.items = this.items.filter(
      (i) => i.status === 'AGUARDANDO' || i.status === 'ENVIANDO' || i.status === 'DUPLICADO',
    );
    this.changed();
  }

  snapshot(): QueueItem<T>[] {
    return this.items;
  }

  private pump(): void {
    while (this.running < this.options.concurrency) {
      const item = this.items.find((i) => i.status === 'AGUARDANDO');
      if (!item) return;
      void this.start(item);
    }
  }

  private async start({ key, file, allowDuplicate }: QueueItem<T>): Promise<void> {
    this.running += 1;
    this.update(key, { status: 'ENVIANDO', progress: 0 });
    try {
      const result = await this.options.upload(
        file,
        (fraction) => this.update(key, { progress: Math.round(Math.min(1, fraction) * 100) }),
        { allowDuplicate },
      );
      this.update(key, { status: 'ENVIADO', progress: 100, result });
    } catch (error) {
      const duplicates = this.options.duplicatesOf?.(error) ?? [];
      this.update(
        key,
        duplicates.length
          ? { status: 'DUPLICADO', progress: 0, duplicates }
          : { status: 'FALHOU', error: this.options.errorMessage(error) },
      );
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
