/**
 * What an import's file is, told by its content (not its name): the XLSX template, or CVM open
 * data — one CSV, or a ZIP of CSVs — read for the analysed company's CNPJ.
 */
import { tooLarge } from '../../lib/storage/inspector.ts';
import { CvmFileError, isCvmHeader } from './cvm-csv.ts';
import { isZip, scanCvmCsv, scanCvmZip, zipHoldsWorkbook } from './cvm-files.ts';
import { cvmStatements, type CvmImport } from './cvm-statements.ts';
import {
  parseStatementWorkbook,
  StatementFileError,
  WORKBOOK_LIMITS,
  type ParsedWorkbook,
} from './parse-workbook.ts';

export type StatementFile =
  { kind: 'XLSX'; workbook: ParsedWorkbook } | { kind: 'CVM'; cvm: CvmImport };

const NEITHER =
  'O arquivo não é uma planilha XLSX válida nem um CSV de demonstrações da CVM (dfp_cia_aberta_BPA_con_AAAA.csv…).';

/** Reads the file; a file refused throws `StatementFileError` (400) or the 413 of a large XLSX. */
export async function readStatementFile(
  bytes: Uint8Array,
  filename: string,
  cnpj: string,
): Promise<StatementFile> {
  if (bytes.byteLength === 0) throw new StatementFileError('O arquivo está vazio.');
  try {
    if (isZip(bytes) && !(await zipHoldsWorkbook(bytes)))
      return { kind: 'CVM', cvm: cvmStatements(await scanCvmZip(bytes, cnpj), cnpj) };
    if (!isZip(bytes)) {
      if (!isCvmHeader(bytes)) throw new StatementFileError(NEITHER);
      return { kind: 'CVM', cvm: cvmStatements([await scanCvmCsv(bytes, filename, cnpj)], cnpj) };
    }
  } catch (error) {
    if (error instanceof CvmFileError) throw new StatementFileError(error.message);
    throw error;
  }
  if (bytes.byteLength > WORKBOOK_LIMITS.maxBytes) throw tooLarge(WORKBOOK_LIMITS.maxBytes);
  return { kind: 'XLSX', workbook: await parseStatementWorkbook(bytes) };
}
