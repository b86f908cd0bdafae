import type { MailMessage } from '../../lib/mailer.ts';
import { escapeHtml, htmlLayout, TEXT_FOOTER } from './layout.ts';

export interface ResetCodeMail {
  to: string;
  name: string;
  code: string;
  validMinutes: number;
  appUrl: string;
}

/** The 6-digit password-reset code. */
export function resetCodeMail({
  to,
  name,
  code,
  validMinutes,
  appUrl,
}: ResetCodeMail): MailMessage {
  const link = `${appUrl}/reset/${encodeURIComponent(to)}`;
  // The code goes in the body only: a subject shows on lock screens and in message lists.
  const subject = 'Redefinição de senha no Lince';
  const text =
    `Olá, ${name}.\n\n` +
    `Recebemos um pedido para redefinir a senha da sua conta no Lince.\n\n` +
    `Código: ${code}\n\n` +
    `Ele vale por ${validMinutes} minutos e pode ser usado uma única vez. Informe-o em:\n${link}\n\n` +
    `Se você não fez esse pedido, ignore esta mensagem: sua senha continua a mesma.` +
    TEXT_FOOTER;
  const html = htmlLayout(
    subject,
    `<p>Olá, ${escapeHtml(name)}.</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no Lince. Use o código abaixo:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center;margin:24px 0">${escapeHtml(code)}</p>
<p>Ele vale por ${validMinutes} minutos e pode ser usado uma única vez.</p>
<p><a href="${escapeHtml(link)}" style="color:#444CE7">Redefinir minha senha</a></p>
<p style="color:#475467">Se você não fez esse pedido, ignore esta mensagem: sua senha continua a mesma.</p>`,
  );
  return { to, subject, text, html };
}

export interface InvitationMail {
  to: string;
  name: string;
  companyName: string;
  temporaryPassword: string;
  appUrl: string;
  invitedBy?: string;
}

/** The invitation of a new user, with a temporary password to change at the first login. */
export function invitationMail({
  to,
  name,
  companyName,
  temporaryPassword,
  appUrl,
  invitedBy,
}: InvitationMail): MailMessage {
  const link = `${appUrl}/login`;
  const subject = 'Seu acesso ao Lince';
  const who = invitedBy ? `${invitedBy} criou` : 'Foi criada';
  const text =
    `Olá, ${name}.\n\n` +
    `${who} uma conta para você no Lince (${companyName}).\n\n` +
    `E-mail: ${to}\nSenha temporária: ${temporaryPassword}\n\n` +
    `Entre em ${link}. No primeiro acesso você vai definir a sua própria senha.` +
    TEXT_FOOTER;
  const html = htmlLayout(
    subject,
    `<p>Olá, ${escapeHtml(name)}.</p>
<p>${escapeHtml(who)} uma conta para você no Lince (${escapeHtml(companyName)}).</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0">
<tr><td style="padding:4px 16px 4px 0;color:#475467">E-mail</td><td><strong>${escapeHtml(to)}</strong></td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#475467">Senha temporária</td><td><strong style="font-family:monospace;font-size:16px">${escapeHtml(temporaryPassword)}</strong></td></tr>
</table>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 20px;background:#444CE7;color:#ffffff;text-decoration:none;border-radius:6px">Entrar no Lince</a></p>
<p style="color:#475467">No primeiro acesso você vai definir a sua própria senha.</p>`,
  );
  return { to, subject, text, html };
}
