import { backgroundTasks, diligenceReports, eq } from '@lince/db';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../testing/uploads.ts';
import { reportExportGivenUp, reportExportHandler, type RenderReport } from './export-handler.ts';
import { exportTestApp } from './report-exports.test-support.ts';

const s = exportTestApp();

/** A report PROCESSANDO with its task, as the request leaves them (no job enqueued). */
async function pending(code: string) {
  const d = await s.f.diligence();
  const [task] = await s.t.db
    .insert(backgroundTasks)
    .values({ companyId: s.f.companyId, userId: s.f.analyst.user.id, kind: 'REPORT_EXPORT' })
    .returning();
  const [report] = await s.t.db
    .insert(diligenceReports)
    .values({
      companyId: s.f.companyId,
      diligenceId: d.id,
      format: 'PDF',
      kind: 'PADRAO',
      verificationCode: code,
      taskId: task!.id,
      createdBy: s.f.analyst.user.id,
    })
    .returning();
  return { taskId: task!.id, reportId: report!.id };
}

const states = async (ids: { taskId: string; reportId: string }) => {
  const [task] = await s.t.db
    .select()
    .from(backgroundTasks)
    .where(eq(backgroundTasks.id, ids.taskId));
  const [report] = await s.t.db
    .select()
    .from(diligenceReports)
    .where(eq(diligenceReports.id, ids.reportId));
  return { task: task!, report: report! };
};

const storedCount = () =>
  filesUnder(s.t.config.storage.driver === 'local' ? s.t.config.storage.dir : '').filter(
    (file) => !file.includes('/.tmp/'),
  ).length;

const run = (
  render: RenderReport,
  lastAttempt: boolean,
  ids: { taskId: string; reportId: string },
) =>
  reportExportHandler({ db: s.t.db, storage: s.t.app.storage, render })(ids, {
    id: 'job',
    queue: 'report-export',
    lastAttempt,
  });

describe('report export handler', () => {
  it('a renderer failure is retried: thrown before the last attempt, FALHOU with a Portuguese message on it, nothing stored', async () => {
    const ids = await pending('HNDL-0000-01');
    const before = storedCount();
    const failing: RenderReport = () => Promise.reject(new Error('worker died'));
    await expect(run(failing, false, ids)).rejects.toThrow('worker died');
    expect((await states(ids)).report.state).toBe('PROCESSANDO');
    await run(failing, true, ids);
    const { task, report } = await states(ids);
    expect(report).toMatchObject({ state: 'FALHOU', sha256: null, storageKey: null });
    expect(report.message).toMatch(/Não foi possível gerar o relatório/);
    expect(task).toMatchObject({ state: 'FALHOU', message: report.message });
    expect(storedCount()).toBe(before);
  });

  it('a run that finds the export already ended does nothing', async () => {
    const ids = await pending('HNDL-0000-02');
    await reportExportGivenUp({ db: s.t.db })(ids);
    let rendered = 0;
    await run(
      () => {
        rendered++;
        return Promise.resolve(Buffer.from('%PDF-1.7'));
      },
      true,
      ids,
    );
    expect(rendered).toBe(0);
    expect((await states(ids)).report.state).toBe('FALHOU');
  });
});
