import { describe, expect, it } from 'vitest';
import { detectImportFormat, parseLawsuitImport } from './parse-import.ts';
import { lawsuitTemplateCsv, lawsuitTemplateXlsx } from './template.ts';
import { CSV_HEADER, csvLine } from './files.test-support.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('parseLawsuitImport', () => {
  it('recognises each format by its content', async () => {
    expect(detectImportFormat(await lawsuitTemplateXlsx())).toBe('XLSX');
    expect(detectImportFormat(lawsuitTemplateCsv())).toBe('CSV');
    expect(detectImportFormat(utf8('\uFEFF  {"hits":{"hits":[]}}'))).toBe('DATAJUD');
    expect((await parseLawsuitImport(await lawsuitTemplateXlsx())).rows[0]?.source).toBe('XLSX');
    expect((await parseLawsuitImport(utf8(`${CSV_HEADER}\n${csvLine(1)}\n`))).rows[0]?.source).toBe(
      'CSV',
    );
    expect(await parseLawsuitImport(utf8('{"hits":{"hits":[]}}'))).toEqual({
      rows: [],
      rejected: [],
      fields: ['court', 'body', 'class', 'subjects', 'filedAt', 'phase', 'lastMovementAt'],
    });
  });

  it('refuses a PDF or other binary content with a clear message', async () => {
    const message =
      'Formato não reconhecido: envie um CSV, uma planilha XLSX ou um JSON do DataJud.';
    await expect(parseLawsuitImport(utf8('%PDF-1.7\n%âãÏÓ\n'))).rejects.toThrow(message);
    await expect(
      parseLawsuitImport(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
    ).rejects.toThrow(message);
  });
});
