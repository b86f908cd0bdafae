import type { JobStatus } from '@lince/contracts';
import { activities, backgroundTasks, entities, eq, lawsuits } from '@lince/db';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { callAs, json } from '../../testing/helpers.ts';
import { advanceTask, insertTask } from '../background-tasks/repository.ts';
import { IMPORT_BATCH, lawsuitImportGivenUp, lawsuitImportHandler } from './import-handler.ts';
import { IMPORT_FILE_TYPES } from './import-service.ts';
import { importTestApp } from './import.test-support.ts';
import { parseLawsuitCsv } from './csv-parser.ts';
import { upsertLawsuits } from './repository.ts';
import { csvLine, csvText } from './files.test-support.ts';

const s = importTestApp();

const LINES = 600;
const file = () =>
  new TextEncoder().encode(csvText(...Array.from({ length: LINES }, (_, i) => csvLine(i + 1))));
const run = (id: string, lastAttempt = false) => ({ id, queue: 'lawsuit-import', lastAttempt });

/** A task and its stored file, as the upload leaves them — without a queued job: run by hand. */
async function pendingImport(bytes = file()) {
  const e = await s.f.entity();
  const task = await insertTask(s.t.db, {
    companyId: s.f.companyId,
    userId: s.f.analyst.user.id,
    kind: 'LAWSUIT_IMPORT',
  });
  const stored = await s.t.app.storage.put(Readable.from([Buffer.from(bytes)]), {
    maxBytes: s.t.config.lawsuitImportMaxBytes,
    allowedTypes: IMPORT_FILE_TYPES,
  });
  const data = {
    taskId: task.id,
    storageKey: stored.key,
    diligenceId: e.diligenceId,
    entityId: e.entityId,
  };
  const status = async () =>
    json<JobStatus>(await callAs(s.t, s.f.analyst.session, 'GET', `/v1/jobs/${task.id}`));
  return {
    e,
    task,
    data,
    status,
    target: { ...data, companyId: s.f.companyId, userId: s.f.analyst.user.id },
  };
}

const handler = (storage: FileStorage = s.t.app.storage) =>
  lawsuitImportHandler({ db: s.t.db, storage });

describe('the import job, run at least once', () => {
  it('resumes after the last committed batch: every line counted once; a second run changes nothing', async () => {
    const p = await pendingImport();
    // A first run that died after its first batch (and its progress) committed.
    const { rows, fields } = parseLawsuitCsv(file());
    await s.t.db
      .update(backgroundTasks)
      .set({ total: LINES })
      .where(eq(backgroundTasks.id, p.task.id));
    await s.t.db.transaction(async (tx) => {
      const counts = await upsertLawsuits(tx, p.target, rows.slice(0, IMPORT_BATCH), fields);
      expect(await advanceTask(tx, p.task.id, 0, { count: IMPORT_BATCH, ...counts })).toBe(true);
    });
    expect(await p.status()).toMatchObject({
      state: 'PROCESSANDO',
      progress: { processed: IMPORT_BATCH, total: LINES },
    });
    // The same batch again (a concurrent run behind) is refused.
    expect(await advanceTask(s.t.db, p.task.id, 0, { count: 1, imported: 0, updated: 0 })).toBe(
      false,
    );

    await handler()(p.data, run('00000000-0000-4000-8000-000000000001'));
    expect(await p.status()).toMatchObject({
      state: 'CONCLUIDO',
      progress: { processed: LINES, total: LINES },
      result: { imported: LINES, updated: 0, rejectedCount: 0 },
    });
    expect(await s.t.app.storage.exists(p.data.storageKey)).toBe(false);

    await handler()(p.data, run('00000000-0000-4000-8000-000000000001'));
    expect((await p.status()).result).toMatchObject({ imported: LINES, updated: 0 });
    const count = await s.t.db.$count(lawsuits, eq(lawsuits.entityId, p.e.entityId));
    expect(count).toBe(LINES);
    const entries = await s.t.db
      .select()
      .from(activities)
      .where(eq(activities.targetId, p.e.entityId));
    expect(entries.map((a) => a.action)).toEqual(['LAWSUITS_IMPORTED']);
  });

  it('a passing fault is retried (thrown); on the last attempt the task ends FALHOU with a message', async () => {
    const p = await pendingImport();
    const down: FileStorage = {
      ...s.t.app.storage,
      get: () => Promise.reject(new Error('ECONNRESET')),
    };
    await expect(
      handler(down)(p.data, run('00000000-0000-4000-8000-000000000002')),
    ).rejects.toThrow('ECONNRESET');
    expect((await p.status()).state).toBe('PROCESSANDO');
    expect(await s.t.app.storage.exists(p.data.storageKey)).toBe(true);
    await handler(down)(p.data, run('00000000-0000-4000-8000-000000000002', true));
    expect(await p.status()).toMatchObject({
      state: 'FALHOU',
      message:
        'Não foi possível concluir a importação agora. Envie o arquivo de novo para tentar outra vez.',
    });
    expect(await s.t.app.storage.exists(p.data.storageKey)).toBe(false);
  });

  it('an entity removed meanwhile, or a file gone from the storage: FALHOU for good', async () => {
    const gone = await pendingImport();
    await s.t.db.delete(entities).where(eq(entities.id, gone.e.entityId));
    await handler()(gone.data, run('00000000-0000-4000-8000-000000000003'));
    expect(await gone.status()).toMatchObject({
      state: 'FALHOU',
      message: 'A parte foi removida: nada foi importado.',
    });
    const missing = await pendingImport();
    await s.t.app.storage.delete(missing.data.storageKey);
    await handler()(missing.data, run('00000000-0000-4000-8000-000000000004'));
    expect(await missing.status()).toMatchObject({
      state: 'FALHOU',
      message: 'O arquivo enviado não foi encontrado. Envie-o de novo.',
    });
  });

  it('given up (its process died during the last attempt): a task still PROCESSANDO ends FALHOU, its file deleted; an ended one is left alone', async () => {
    const deps = { db: s.t.db, storage: s.t.app.storage };
    const dead = await pendingImport();
    await lawsuitImportGivenUp(deps)(dead.data);
    expect(await dead.status()).toMatchObject({
      state: 'FALHOU',
      message:
        'Não foi possível concluir a importação agora. Envie o arquivo de novo para tentar outra vez.',
    });
    expect(await s.t.app.storage.exists(dead.data.storageKey)).toBe(false);
    const done = await pendingImport();
    await handler()(done.data, run('00000000-0000-4000-8000-000000000005'));
    await lawsuitImportGivenUp(deps)(done.data);
    expect((await done.status()).state).toBe('CONCLUIDO');
  });
});
