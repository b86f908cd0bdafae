import { createHash } from 'node:crypto';
import { normalizeReportCode, type VerifyReportResponse } from '@lince/contracts';
import { audit } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { findReadyReport, type VerifiedReport } from './repository.ts';

const MESSAGES = {
  FILE_MATCH:
    'O arquivo é idêntico a um relatório exportado por esta empresa: não foi alterado desde a exportação.',
  FILE_NO_MATCH:
    'O arquivo não confere com nenhum relatório exportado por esta empresa: ou foi alterado depois da exportação (basta um byte), ou não foi exportado aqui.',
  CODE_MATCH:
    'O código corresponde a um relatório exportado por esta empresa. Para saber se um arquivo foi alterado, verifique o próprio arquivo.',
  CODE_NO_MATCH: 'Nenhum relatório exportado por esta empresa tem este código de verificação.',
  CODE_MALFORMED:
    'Este não é um código de verificação válido: ele tem 10 letras e números, no formato XXXX-XXXX-XX.',
};

function answer(found: VerifiedReport | undefined, message: string): VerifyReportResponse {
  if (!found) return { match: false, message };
  const { report, authorName, diligenceCode } = found;
  return {
    match: true,
    report: {
      diligenceId: report.diligenceId,
      diligenceCode,
      format: report.format,
      kind: report.kind,
      createdAt: report.createdAt.toISOString(),
      createdBy: authorName,
      sha256: report.sha256!,
      verificationCode: report.verificationCode,
    },
    message,
  };
}

/**
 * `POST /v1/reports/verify`: a file is an unaltered export when its SHA-256 is that of an export
 * of the caller's company; a code says which export carries it. Another company's exports never
 * match. Every verification, matched or not, is audited.
 */
export async function verifyReport(
  ctx: ServiceContext,
  input: { bytes: Uint8Array } | { code: string },
): Promise<VerifyReportResponse> {
  let found: VerifiedReport | undefined;
  let message: string;
  let summary: Record<string, string | boolean>;
  if ('bytes' in input) {
    const sha256 = createHash('sha256').update(input.bytes).digest('hex');
    found = await findReadyReport(ctx.db, ctx.companyId, { sha256 });
    message = found ? MESSAGES.FILE_MATCH : MESSAGES.FILE_NO_MATCH;
    summary = { by: 'arquivo', sha256 };
  } else {
    const code = normalizeReportCode(input.code);
    found = code ? await findReadyReport(ctx.db, ctx.companyId, { code }) : undefined;
    message = found ? MESSAGES.CODE_MATCH : code ? MESSAGES.CODE_NO_MATCH : MESSAGES.CODE_MALFORMED;
    summary = { by: 'código', code: code ?? input.code.slice(0, 40) };
  }
  await audit(ctx, {
    action: 'REPORT_VERIFIED',
    targetType: 'report',
    targetId: found?.report.id ?? null,
    summary: { ...summary, match: !!found },
  });
  return answer(found, message);
}
