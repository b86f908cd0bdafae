import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where messages go as `.eml` files when there is no SMTP server. */
  outboxDir: string;
  log: (message: string) => void;
}

/**
 * Sends over SMTP (`SMTP_URL`); without it, writes each message as an RFC 822 `.eml` file in the
 * outbox and logs where it wrote it (never what it says), so the e-mail flows work offline.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log(`E-mail para ${message.to} gravado em ${file}`);
    },
    close: () => transport.close(),
  };
}
