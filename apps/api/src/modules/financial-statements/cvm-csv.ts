/**
 * Scans one CVM open-data CSV of statements (`dfp_cia_aberta_BPA_con_2024.csv` and the like:
 * `;`-separated, UTF-8 or Windows-1252) for the rows of one CNPJ, fed in chunks of bytes so a
 * full file (every listed company, hundreds of thousands of rows) is never decoded or held whole:
 * a line is cut at its first `;` and compared by CNPJ as bytes; only the analysed company's lines
 * are decoded and split. Rows of the balance sheet (1…, 2…) and the DRE (3…) are kept; those of
 * the other statements (DRA, DMPL, DFC, DVA) are skipped.
 */
import { normalizeCnpj } from '@lince/contracts';
import { labelKey } from './labels.ts';

export class CvmFileError extends Error {}

export type CvmPart = 'BPA' | 'BPP' | 'DRE';
export type CvmOrder = 'ULTIMO' | 'PENULTIMO';

export interface CvmRow {
  part: CvmPart;
  consolidated: boolean;
  /** yyyy-mm-dd */
  dtRefer: string;
  version: number;
  order: CvmOrder;
  /** The DRE's period start (yyyy-mm-dd); null in the balance sheet. */
  dtIni: string | null;
  dtFim: string;
  code: string;
  label: string;
  cents: bigint;
}

export interface CvmScan {
  file: string;
  /** From the file's name (`dfp_…`, `itr_…`); null when renamed. */
  filing: 'DFP' | 'ITR' | null;
  rows: CvmRow[];
  /** The CNPJs of the file's rows (normalised), up to `maxCnpjs`. */
  cnpjs: Set<string>;
  encoding: 'UTF-8' | 'Windows-1252';
}

export const CVM_SCAN_LIMITS = {
  /** Rows of the analysed company in one file (a company files a few hundred per year). */
  maxCompanyRows: 50_000,
  /** Distinct CNPJs remembered to name them in an error (CVM lists ~700 companies a year). */
  maxCnpjs: 5_000,
  /** A longer line is not CVM data. */
  maxLineBytes: 64 * 1024,
} as const;

const REQUIRED = [
  'CNPJ_CIA',
  'DT_REFER',
  'VERSAO',
  'ESCALA_MOEDA',
  'ORDEM_EXERC',
  'DT_FIM_EXERC',
  'CD_CONTA',
  'DS_CONTA',
  'VL_CONTA',
] as const;
type Column = (typeof REQUIRED)[number] | 'DT_INI_EXERC' | 'GRUPO_DFP';

const NEWLINE = 0x0a;
const SEMICOLON = 0x3b;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^(-?)(\d+)(?:[.,](\d+))?$/;
const PARTS: Record<string, CvmPart> = { '1': 'BPA', '2': 'BPP', '3': 'DRE' };

/** "00.000.000/0001-91" (or bare, or quoted) → "00000000000191". */
const normalCnpj = (text: string) => normalizeCnpj(text.replace(/"/g, ''));

/** Does the first line of a text file look like a CVM CSV's header? */
export function isCvmHeader(head: Uint8Array): boolean {
  // NULs dropped: a UTF-16 file is recognised, to be refused for its encoding.
  const text = Buffer.from(head.subarray(0, 4096))
    .toString('latin1')
    .replace(/\0/g, '')
    .toUpperCase();
  const firstLine = text.split('\n', 1)[0] ?? '';
  return firstLine.includes('CNPJ_CIA');
}

/** A decimal string of VL_CONTA times the scale → cents, rounded half away from zero. */
export function amountCents(text: string, multiplier: bigint): bigint | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const scale = 10n ** BigInt(fraction.length);
  const scaled = BigInt(whole! + fraction) * multiplier * 100n;
  let cents = scaled / scale;
  if ((scaled % scale) * 2n >= scale) cents += 1n;
  return sign ? -cents : cents;
}

function splitLine(line: string): string[] {
  if (!line.includes('"')) return line.split(';');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const cp1252 = new TextDecoder('windows-1252');

/** Feed it the file's bytes in order (`push`), then `end()` for what it found. */
export class CvmCsvScanner {
  private rest: Buffer | null = null;
  private lineNumber = 0;
  private columns: Map<Column, number> | null = null;
  private encoding: CvmScan['encoding'] = 'UTF-8';
  private readonly rows: CvmRow[] = [];
  private readonly cnpjs = new Set<string>();
  private readonly filing: CvmScan['filing'];
  private readonly consolidatedByName: boolean;

  constructor(
    private readonly file: string,
    private readonly cnpj: string,
  ) {
    const base = file.split('/').pop() ?? file;
    this.filing = /^itr_/i.test(base) ? 'ITR' : /^dfp_/i.test(base) ? 'DFP' : null;
    this.consolidatedByName = !/_ind_/i.test(base);
  }

  private fail(message: string): never {
    throw new CvmFileError(`${this.file}, linha ${this.lineNumber}: ${message}`);
  }

  push(chunk: Buffer): void {
    let start = 0;
    if (this.rest) {
      const end = chunk.indexOf(NEWLINE);
      if (end < 0) {
        this.rest = Buffer.concat([this.rest, chunk]);
        if (this.rest.length > CVM_SCAN_LIMITS.maxLineBytes) this.tooLong();
        return;
      }
      const joined = Buffer.concat([this.rest, chunk.subarray(0, end)]);
      this.rest = null;
      this.line(joined);
      start = end + 1;
    }
    for (;;) {
      const end = chunk.indexOf(NEWLINE, start);
      if (end < 0) break;
      this.line(chunk.subarray(start, end));
      start = end + 1;
    }
    if (start < chunk.length) {
      this.rest = Buffer.from(chunk.subarray(start));
      if (this.rest.length > CVM_SCAN_LIMITS.maxLineBytes) this.tooLong();
    }
  }

  end(): CvmScan {
    if (this.rest) {
      this.line(this.rest);
      this.rest = null;
    }
    if (!this.columns) throw new CvmFileError(`${this.file}: o arquivo está vazio.`);
    return {
      file: this.file,
      filing: this.filing,
      rows: this.rows,
      cnpjs: this.cnpjs,
      encoding: this.encoding,
    };
  }

  private tooLong(): never {
    this.lineNumber += 1;
    this.fail('linha longa demais; o arquivo não é um CSV de demonstrações da CVM.');
  }

  private decode(bytes: Buffer): string {
    if (this.encoding === 'UTF-8') {
      try {
        return utf8.decode(bytes);
      } catch {
        // A byte that is not UTF-8 (Ú of ÚLTIMO as 0xDA): the file is Windows-1252.
        this.encoding = 'Windows-1252';
      }
    }
    return cp1252.decode(bytes);
  }

  private line(raw: Buffer): void {
    this.lineNumber += 1;
    const bytes = raw.at(-1) === 0x0d ? raw.subarray(0, -1) : raw;
    if (!this.columns) {
      this.header(bytes);
      return;
    }
    if (bytes.length === 0) return;
    const cut = bytes.indexOf(SEMICOLON);
    const cnpj = normalCnpj(bytes.subarray(0, cut < 0 ? bytes.length : cut).toString('latin1'));
    if (this.cnpjs.size < CVM_SCAN_LIMITS.maxCnpjs) this.cnpjs.add(cnpj);
    if (cnpj !== this.cnpj) return;
    this.row(splitLine(this.decode(bytes)));
  }

  private header(bytes: Buffer): void {
    if (bytes[0] === 0xff || bytes[0] === 0xfe || bytes.includes(0))
      this.fail(
        'codificação não reconhecida (UTF-16?); envie o arquivo em UTF-8 ou Windows-1252, como a CVM publica.',
      );
    const body =
      bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
    const names = splitLine(body.toString('latin1')).map((name) => name.trim().toUpperCase());
    const missing = REQUIRED.filter((name) => !names.includes(name));
    if (!names.includes('CNPJ_CIA'))
      this.fail('o arquivo não é um CSV de demonstrações da CVM (falta a coluna CNPJ_CIA).');
    if (missing.length > 0)
      this.fail(
        `o CSV da CVM não traz as colunas ${missing.join(', ')}: envie os arquivos do BPA, do BPP e da DRE (dfp_cia_aberta_BPA_con_AAAA.csv…).`,
      );
    this.columns = new Map(names.map((name, index) => [name as Column, index] as const));
  }

  private row(fields: string[]): void {
    const at = (column: Column) => {
      const index = this.columns!.get(column);
      return index === undefined ? '' : (fields[index] ?? '').trim();
    };
    const code = at('CD_CONTA');
    const part = PARTS[code.charAt(0)];
    if (!part || (code.length > 1 && code.charAt(1) !== '.')) return;
    if (this.rows.length >= CVM_SCAN_LIMITS.maxCompanyRows)
      this.fail(`mais de ${CVM_SCAN_LIMITS.maxCompanyRows} linhas da empresa; divida o arquivo.`);
    const order = labelKey(at('ORDEM_EXERC')).toUpperCase();
    if (order !== 'ULTIMO' && order !== 'PENULTIMO')
      this.fail(`ORDEM_EXERC “${at('ORDEM_EXERC')}” desconhecida (ÚLTIMO ou PENÚLTIMO).`);
    const scale = at('ESCALA_MOEDA').toUpperCase();
    if (scale !== 'MIL' && scale !== 'UNIDADE')
      this.fail(`ESCALA_MOEDA “${at('ESCALA_MOEDA')}” desconhecida (MIL ou UNIDADE).`);
    const dtRefer = at('DT_REFER');
    const dtFim = at('DT_FIM_EXERC');
    const dtIni = at('DT_INI_EXERC') || null;
    for (const [name, date] of [
      ['DT_REFER', dtRefer],
      ['DT_FIM_EXERC', dtFim],
      ['DT_INI_EXERC', dtIni ?? '2000-01-01'],
    ] as const)
      if (!DATE.test(date)) this.fail(`${name} “${date}” não é uma data (AAAA-MM-DD).`);
    const version = Number(at('VERSAO') || '1');
    if (!Number.isInteger(version)) this.fail(`VERSAO “${at('VERSAO')}” não é um número.`);
    const cents = amountCents(at('VL_CONTA'), scale === 'MIL' ? 1000n : 1n);
    if (cents === null) this.fail(`VL_CONTA “${at('VL_CONTA')}” não é um número (ex.: 1234.56).`);
    const group = labelKey(at('GRUPO_DFP'));
    this.rows.push({
      part,
      consolidated: group.includes('consolidado')
        ? true
        : group.includes('individual')
          ? false
          : this.consolidatedByName,
      dtRefer,
      version,
      order,
      dtIni,
      dtFim,
      code,
      label: at('DS_CONTA'),
      cents,
    });
  }
}
