import { largeReportDocument } from '../modules/reports/render/bench-fixture.ts';
import { renderPdf } from '../modules/reports/render/pdf-report.ts';
import { docxDocument } from '../modules/reports/render/docx-report.ts';
import { Packer } from 'docx';
const doc = largeReportDocument();
const which = process.argv[2];
if (which === 'pdf') await renderPdf(doc, 'X');
else await Packer.toBuffer(docxDocument(doc, 'X'));
