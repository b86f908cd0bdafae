import type { AddressInfo } from 'node:net';
import { createUser } from '@lince/db/testing/index';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../testing/helpers.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let t: TestApp;
let smtp: SMTPServer;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  // The app builds its own nodemailer transport from SMTP_URL.
  t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Lince <nao-responda@lince.test>' },
    { realMailer: true },
  );
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitForMessage(to: string): Promise<Received> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const message = received.find((m) => m.to.includes(to));
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`nenhum e-mail para ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('password reset over a real SMTP server', () => {
  it('receives the 6-digit code by SMTP and resets the password with it', async () => {
    const user = await createUser(t.db);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/v1/users/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(202);

    const message = await waitForMessage(user.email);
    expect(message.from).toBe('nao-responda@lince.test');
    expect(message.raw).toMatch(/^Subject: /m);
    expect(message.raw).toMatch(/multipart\/alternative/);
    const code = /C=C3=B3digo: (\d{6})|Código: (\d{6})/.exec(message.raw);
    const digits = code?.[1] ?? code?.[2];
    expect(digits).toMatch(/^\d{6}$/);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/users/reset-password',
      payload: { username: user.email, code: digits, password: 'Recebida-Por#Smtp1' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t.app, user.email, 'Recebida-Por#Smtp1')).statusCode).toBe(200);
  });
});
