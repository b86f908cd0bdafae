import { describe, expect, it } from 'vitest';
import { UploadQueue, type QueueItem } from './upload-queue.ts';

interface Pending {
  name: string;
  allowDuplicate: boolean;
  progress: (fraction: number) => void;
  resolve: (value: string) => void;
  reject: (error: Error) => void;
}

/** What the API's 409 DUPLICATE_FILE becomes for the queue. */
class Duplicate extends Error {
  constructor(readonly of: { fileId: string; documentId: string }[]) {
    super('Este arquivo é idêntico a um arquivo que a parte já tem.');
  }
}

function setup(concurrency = 3) {
  const pending: Pending[] = [];
  let items: QueueItem<string>[] = [];
  const queue = new UploadQueue<string>({
    concurrency,
    upload: (file, progress, { allowDuplicate }) =>
      new Promise<string>((resolve, reject) =>
        pending.push({ name: file.name, allowDuplicate, progress, resolve, reject }),
      ),
    errorMessage: (error) => (error instanceof Error ? error.message : 'erro'),
    duplicatesOf: (error) => (error instanceof Duplicate ? error.of : []),
    onChange: (next) => (items = next),
  });
  const files = (...names: string[]) => names.map((n) => new File(['x'], n));
  const statuses = () => items.map((i) => `${i.file.name}:${i.status}`);
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { queue, pending, files, statuses, settle, items: () => items };
}

describe('UploadQueue', () => {
  it('sends at most `concurrency` files at a time, in order, starting the next when one ends', async () => {
    const t = setup(3);
    t.queue.add(t.files('a', 'b', 'c', 'd', 'e'));
    expect(t.pending.map((p) => p.name)).toEqual(['a', 'b', 'c']);
    expect(t.statuses()).toEqual([
      'a:ENVIANDO',
      'b:ENVIANDO',
      'c:ENVIANDO',
      'd:AGUARDANDO',
      'e:AGUARDANDO',
    ]);
    t.pending[1]!.resolve('doc-b');
    await t.settle();
    expect(t.pending.map((p) => p.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(t.items()[1]).toMatchObject({ status: 'ENVIADO', progress: 100, result: 'doc-b' });
  });

  it('reports progress as a percentage', () => {
    const t = setup();
    t.queue.add(t.files('a'));
    t.pending[0]!.progress(0.426);
    expect(t.items()[0]!.progress).toBe(43);
  });

  it('keeps a failure with its message without stopping the others, and retries it', async () => {
    const t = setup(2);
    t.queue.add(t.files('a', 'b', 'c'));
    t.pending[0]!.reject(new Error('Arquivo grande demais.'));
    await t.settle();
    expect(t.items()[0]).toMatchObject({ status: 'FALHOU', error: 'Arquivo grande demais.' });
    expect(t.pending.map((p) => p.name)).toEqual(['a', 'b', 'c']);
    t.pending[1]!.resolve('doc-b');
    t.pending[2]!.resolve('doc-c');
    await t.settle();
    t.queue.retry(t.items()[0]!.key);
    expect(t.items()[0]).toMatchObject({ status: 'ENVIANDO', error: null });
    t.pending[3]!.resolve('doc-a');
    await t.settle();
    expect(t.statuses()).toEqual(['a:ENVIADO', 'b:ENVIADO', 'c:ENVIADO']);
  });

  it('does not retry a file that did not fail; clears the finished ones', async () => {
    const t = setup(1);
    t.queue.add(t.files('a', 'b'));
    t.queue.retry(t.items()[1]!.key);
    expect(t.pending).toHaveLength(1);
    t.pending[0]!.resolve('doc-a');
    await t.settle();
    t.queue.clearFinished();
    expect(t.statuses()).toEqual(['b:ENVIANDO']);
  });

  it('holds a duplicate (not a failure); "Enviar mesmo assim" sends it again allowing it, "Pular" drops it', async () => {
    const t = setup(2);
    t.queue.add(t.files('a', 'b', 'c'));
    const same = [{ fileId: 'arquivo-1', documentId: 'documento-1' }];
    t.pending[0]!.reject(new Duplicate(same));
    t.pending[1]!.reject(new Duplicate(same));
    await t.settle();
    expect(t.items()[0]).toMatchObject({ status: 'DUPLICADO', duplicates: same, error: null });
    expect(t.statuses()).toEqual(['a:DUPLICADO', 'b:DUPLICADO', 'c:ENVIANDO']);
    expect(t.pending.map((p) => p.allowDuplicate)).toEqual([false, false, false]);

    t.queue.retry(t.items()[0]!.key);
    expect(t.pending).toHaveLength(3);
    t.queue.sendAnyway(t.items()[0]!.key);
    expect(t.items()[0]).toMatchObject({
      status: 'ENVIANDO',
      duplicates: [],
      allowDuplicate: true,
    });
    expect(t.pending[3]).toMatchObject({ name: 'a', allowDuplicate: true });
    t.queue.skip(t.items()[1]!.key);
    expect(t.statuses()).toEqual(['a:ENVIANDO', 'c:ENVIANDO']);
    // Only a held file can be skipped.
    t.queue.skip(t.items()[0]!.key);
    expect(t.statuses()).toEqual(['a:ENVIANDO', 'c:ENVIANDO']);
    t.pending[3]!.resolve('doc-a');
    await t.settle();
    expect(t.items()[0]).toMatchObject({ status: 'ENVIADO', result: 'doc-a' });
  });

  it('keeps a held duplicate when clearing the finished ones', async () => {
    const t = setup(2);
    t.queue.add(t.files('a', 'b'));
    t.pending[0]!.reject(new Duplicate([{ fileId: 'f', documentId: 'd' }]));
    t.pending[1]!.resolve('doc-b');
    await t.settle();
    t.queue.clearFinished();
    expect(t.statuses()).toEqual(['a:DUPLICADO']);
  });
});
