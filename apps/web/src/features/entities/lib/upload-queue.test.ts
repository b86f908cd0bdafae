import { describe, expect, it } from 'vitest';
import { UploadQueue, type QueueItem } from './upload-queue.ts';

interface Pending {
  name: string;
  progress: (fraction: number) => void;
  resolve: (value: string) => void;
  reject: (error: Error) => void;
}

function setup(concurrency = 3) {
  const pending: Pending[] = [];
  let items: QueueItem<string>[] = [];
  const queue = new UploadQueue<string>({
    concurrency,
    upload: (file, progress) =>
      new Promise<string>((resolve, reject) =>
        pending.push({ name: file.name, progress, resolve, reject }),
      ),
    errorMessage: (error) => (error instanceof Error ? error.message : 'erro'),
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
});
