/**
 * The renderers' own bench (decision 038: ≤ 3 s per format): the large report
 * (`largeReportDocument()`, 50 entities, 1,000 documents, 500 lawsuits) rendered in each format
 * once on a warm thread, with wall and CPU time. `npx tsx scripts/bench-report-render.ts` prints
 * the times.
 */
import { createReportRenderer } from '../apps/api/src/modules/reports/render/render-report.ts';
import { largeReportDocument } from '../apps/api/src/modules/reports/render/large-report.test-support.ts';

interface RenderTimes {
  pdfMs: number;
  docxMs: number;
  /** The process's CPU time meanwhile (the main thread waits: the rendering thread's, nearly). */
  pdfCpuMs: number;
  docxCpuMs: number;
  pdfBytes: number;
  docxBytes: number;
}

async function timed(render: () => Promise<Buffer>) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const data = await render();
  const used = process.cpuUsage(cpu);
  return {
    ms: performance.now() - start,
    cpuMs: (used.user + used.system) / 1000,
    bytes: data.length,
  };
}

/** Times each format once on a warm thread (the thread's start is not the renderer's cost). */
async function benchReportRender(): Promise<RenderTimes> {
  const own = createReportRenderer();
  try {
    const document = largeReportDocument();
    const code = 'AAAA-BBBB-CC';
    const warm = { ...document, sections: document.sections.slice(0, 1) };
    await own.render(warm, 'PDF', code);
    await own.render(warm, 'DOCX', code);
    const pdf = await timed(() => own.render(document, 'PDF', code));
    const docx = await timed(() => own.render(document, 'DOCX', code));
    return {
      pdfMs: pdf.ms,
      docxMs: docx.ms,
      pdfCpuMs: pdf.cpuMs,
      docxCpuMs: docx.cpuMs,
      pdfBytes: pdf.bytes,
      docxBytes: docx.bytes,
    };
  } finally {
    await own.close();
  }
}

benchReportRender().then(
  (times) => process.stdout.write(`${JSON.stringify(times)}\n`),
  (error) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  },
);
