import { largeReportDocument } from '../modules/reports/render/bench-fixture.ts';
import { pdfDefinition } from '../modules/reports/render/pdf-report.ts';
import pdfmake from 'pdfmake';
const doc = largeReportDocument();
const off = Object.fromEntries(['ccmp','locl','rlig','mark','mkmk','calt','clig','liga','rclt','curs','kern','rvrn','ltra','ltrm'].map(f => [f, false]));
for (const mode of ['on', 'off', 'on', 'off']) {
  const def = pdfDefinition(doc, 'X');
  if (mode === 'off') (def.defaultStyle as any).fontFeatures = off;
  const c = process.cpuUsage(); const t = performance.now();
  await pdfmake.createPdf(def).getBuffer();
  const u = process.cpuUsage(c);
  console.log(mode, 'wall', Math.round(performance.now() - t), 'cpu', Math.round((u.user + u.system) / 1000));
}
