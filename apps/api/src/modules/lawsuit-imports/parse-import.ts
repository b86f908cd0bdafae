/**
 * Entry point of the lawsuit import parsers: recognises the file by its content (a ZIP is an
 * XLSX, a JSON object is DataJud, text is CSV) whatever its name says.
 */
import { parseLawsuitCsv } from './csv-parser.ts';
import { parseDataJud } from './datajud-parser.ts';
import {
  LawsuitImportFileError,
  type LawsuitImportParse,
  type LawsuitImportSource,
} from './types.ts';
import { parseLawsuitXlsx } from './xlsx-parser.ts';

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

export function detectImportFormat(bytes: Uint8Array): LawsuitImportSource {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'XLSX';
  const head = bytes.subarray(0, 1024);
  const hasBinary = head.some((byte) => byte < 0x09);
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46]) || hasBinary) {
    throw new LawsuitImportFileError(
      'Formato não reconhecido: envie um CSV, uma planilha XLSX ou um JSON do DataJud.',
    );
  }
  const text = new TextDecoder()
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('{') || text.startsWith('[') ? 'DATAJUD' : 'CSV';
}

export async function parseLawsuitImport(bytes: Uint8Array): Promise<LawsuitImportParse> {
  switch (detectImportFormat(bytes)) {
    case 'XLSX':
      return parseLawsuitXlsx(bytes);
    case 'DATAJUD':
      return parseDataJud(bytes);
    case 'CSV':
      return parseLawsuitCsv(bytes);
  }
}
