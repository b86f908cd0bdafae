const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The shared HTML frame of every e-mail (inline styles only: e-mail clients ignore style sheets). */
export function htmlLayout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6fa;font-family:Arial,Helvetica,sans-serif;color:#101828">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:4px solid #444CE7;font-size:20px;font-weight:bold;color:#444CE7">Lince</td></tr>
<tr><td style="padding:24px 32px;font-size:15px;line-height:1.6">${body}</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#475467">Esta é uma mensagem automática do Lince. Não responda a este e-mail.</td></tr>
</table>
</body>
</html>`;
}

export const TEXT_FOOTER =
  '\n\n--\nEsta é uma mensagem automática do Lince. Não responda a este e-mail.\n';
