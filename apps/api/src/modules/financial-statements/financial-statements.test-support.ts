/** Fixtures of the financial statement API tests: an ADMIN's calls, a company with statements, XLSX files. */
import type { FinancialCompany, FinancialLineKey } from '@lince/contracts';
import { randomCnpj } from '@lince/db/testing/index';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import {
  authHeaders,
  callAs,
  json,
  type ApiMethod,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { multipartFile } from '../../testing/uploads.ts';

export const as = (
  t: TestApp,
  who: LoggedInUser,
  method: ApiMethod,
  url: string,
  payload?: unknown,
) => callAs(t, who.session, method, url, payload);

export async function createFinancialCompany(
  t: TestApp,
  who: LoggedInUser,
  body: { cnpj?: string; name?: string } = {},
): Promise<FinancialCompany> {
  const response = await as(t, who, 'POST', '/v1/financial-companies', {
    cnpj: randomCnpj(),
    name: 'Indústria Exemplo S.A.',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<FinancialCompany>(response);
}

export async function postStatement(
  t: TestApp,
  who: LoggedInUser,
  companyId: string,
  fiscalYear: number,
  lines: Partial<Record<FinancialLineKey, string>>,
) {
  return as(t, who, 'POST', `/v1/financial-companies/${companyId}/statements`, {
    fiscalYear,
    lines,
  });
}

export type Cell = string | number | null | { formula: string; result?: number };

/** An XLSX of one sheet with `rows` (row 1 first); `formats` sets number formats by "row:column". */
export async function workbookOf(rows: Cell[][], formats: Record<string, string> = {}) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Demonstrações');
  rows.forEach((cells, r) =>
    cells.forEach((value, c) => {
      if (value === null) return;
      const cell = sheet.getRow(r + 1).getCell(c + 1);
      cell.value = value as ExcelJS.CellValue;
      const format = formats[`${r + 1}:${c + 1}`];
      if (format) cell.numFmt = format;
    }),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function importFile(
  t: TestApp,
  who: LoggedInUser,
  companyId: string,
  data: Buffer,
  filename = 'demonstracoes.xlsx',
) {
  const { payload, headers } = multipartFile(data, {
    filename,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  return t.app.inject({
    method: 'POST',
    url: `/v1/financial-companies/${companyId}/statements/import`,
    headers: { ...authHeaders(who.session), ...headers },
    payload,
  });
}
