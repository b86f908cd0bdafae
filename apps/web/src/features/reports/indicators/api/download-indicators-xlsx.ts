import type { AxiosError } from 'axios';
import type { IndicatorsQuery } from '@lince/contracts/indicators';
import { api } from '../../../../lib/api-client.ts';
import { saveBlob } from '../../../../shared/documents/file-blob.ts';

/** The file name the server gives (`filename*`, UTF-8), else its plain `filename`. */
export function attachmentName(disposition: string | undefined): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

/** An error answer of a blob request carries its JSON as a Blob: read it back for the message. */
async function withJsonBody(error: unknown): Promise<unknown> {
  const response = (error as AxiosError | null)?.response;
  if (response?.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text()) as unknown;
    } catch {
      // Not JSON: the generic message applies.
    }
  }
  return error;
}

/**
 * `GET /v1/reports/indicators.xlsx` for the same query as the screen: the workbook, fetched with
 * the session's headers and handed to the browser under the server's Portuguese name.
 */
export async function downloadIndicatorsXlsx(query: IndicatorsQuery): Promise<void> {
  try {
    const response = await api.get<Blob>('/reports/indicators.xlsx', {
      params: query,
      responseType: 'blob',
    });
    const disposition = response.headers['content-disposition'] as string | undefined;
    saveBlob(response.data, attachmentName(disposition) ?? 'Indicadores.xlsx');
  } catch (error) {
    throw await withJsonBody(error);
  }
}
