import type { VerifyReportResponse } from '@lince/contracts/reports';
import { api } from '../../lib/api-client.ts';
import { uploadWithProgress } from '../documents/upload.ts';

/** The files a verification accepts (what the exports are). */
export const VERIFY_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** `POST /v1/reports/verify` with the file itself (multipart `file`): its SHA-256 is compared. */
export function verifyReportFile(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<VerifyReportResponse> {
  return uploadWithProgress('/reports/verify', file, onProgress);
}

/** `POST /v1/reports/verify` with the code printed on every page. */
export async function verifyReportCode(code: string): Promise<VerifyReportResponse> {
  const { data } = await api.post<VerifyReportResponse>('/reports/verify', { code });
  return data;
}
