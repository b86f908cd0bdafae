import { largeReportDocument } from '../modules/reports/render/bench-fixture.ts';
import { renderPdf } from '../modules/reports/render/pdf-report.ts';
import { renderDocx } from '../modules/reports/render/docx-report.ts';
const doc = largeReportDocument();
for (const [name, f] of [['pdf', renderPdf], ['docx', renderDocx]] as const) {
  for (let i = 0; i < 2; i++) {
    const c = process.cpuUsage(); const t = performance.now();
    await f(doc, 'X');
    const u = process.cpuUsage(c);
    console.log(name, 'wall', Math.round(performance.now() - t), 'cpu', Math.round((u.user + u.system) / 1000));
  }
}
