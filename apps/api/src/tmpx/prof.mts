import { largeReportDocument } from '/work/wt-reprender/apps/api/src/modules/reports/render/bench-fixture.ts';
import { renderPdf, pdfDefinition } from '/work/wt-reprender/apps/api/src/modules/reports/render/pdf-report.ts';
import { renderDocx, docxDocument } from '/work/wt-reprender/apps/api/src/modules/reports/render/docx-report.ts';
import { Packer } from "docx";
const doc = largeReportDocument();
for (let i = 0; i < 2; i++) {
let t = performance.now();
await renderPdf(doc, 'X'); console.log('pdf', performance.now() - t);
t = performance.now();
const d = docxDocument(doc, 'X'); console.log('docx build', performance.now() - t);
t = performance.now();
await Packer.toBuffer(d); console.log('docx pack', performance.now() - t);
}
