import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer.ts';
import { invitationMail, resetCodeMail } from './templates.ts';

describe('mailer without SMTP', () => {
  it('writes each message as an RFC 822 .eml file in the outbox and logs where, never what it says', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'lince-mail-')), 'outbox');
    const logs: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Lince <nao-responda@lince.local>',
      outboxDir,
      log: (m) => logs.push(m),
    });
    await mailer.send(
      resetCodeMail({
        to: 'ana@x.test',
        name: 'Ana',
        code: '123456',
        validMinutes: 15,
        appUrl: 'http://localhost:3000',
      }),
    );
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.eml$/);
    const file = path.join(outboxDir, files[0]!);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const raw = readFileSync(file, 'utf8');
    expect(raw).toMatch(/^From: Lince <nao-responda@lince\.local>$/m);
    expect(raw).toMatch(/^To: ana@x\.test$/m);
    expect(raw).toMatch(/^Subject: /m);
    expect(raw).toContain('multipart/alternative');
    expect(logs).toEqual([`E-mail para ana@x.test gravado em ${file}`]);
    expect(logs.join('\n')).not.toContain('123456');
    mailer.close();
  });
});

describe('templates', () => {
  it('the reset code: Portuguese text and HTML with the code, validity and link', () => {
    const mail = resetCodeMail({
      to: 'ana@x.test',
      name: 'Ana <b>',
      code: '654321',
      validMinutes: 15,
      appUrl: 'https://app.test',
    });
    expect(mail.subject).toBe('Redefinição de senha no Lince');
    expect(mail.text).toContain('Código: 654321');
    expect(mail.text).toContain('Ele vale por 15 minutos e pode ser usado uma única vez.');
    expect(mail.text).toContain('https://app.test/reset/ana%40x.test');
    expect(mail.html).toContain('654321');
    expect(mail.html).toContain('lang="pt-BR"');
    expect(mail.html).toContain('Ana &lt;b&gt;');
    expect(mail.html).not.toContain('Ana <b>');
  });

  it('the invitation: temporary password and the login link', () => {
    const mail = invitationMail({
      to: 'novo@x.test',
      name: 'Novo Usuário',
      companyName: 'Demo Consultoria Ltda',
      temporaryPassword: 'abcd-EFGH-2345-jkmn',
      appUrl: 'https://app.test',
      invitedBy: 'Beatriz Moreira',
    });
    expect(mail.subject).toBe('Seu acesso ao Lince');
    expect(mail.text).toContain(
      'Beatriz Moreira criou uma conta para você no Lince (Demo Consultoria Ltda).',
    );
    expect(mail.text).toContain('Senha temporária: abcd-EFGH-2345-jkmn');
    expect(mail.text).toContain('https://app.test/login');
    expect(mail.html).toContain('abcd-EFGH-2345-jkmn');
    expect(mail.html).toContain('href="https://app.test/login"');
  });
});
