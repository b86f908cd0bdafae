/**
 * A Lince server process for the process tests (crash, SIGTERM): the real `startLince` and signal
 * handling, configured by the environment like `server.ts`, with one test seam: every e-mail
 * waits, before it is sent, until the file `release` exists in the folder `LINCE_TEST_MAIL_GATE`
 * (having written `sending` there), so that a test can stop the process while a job is running.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../core/config.ts';
import { createMailer } from '../lib/mailer.ts';
import { closeOnSignals, startLince } from '../runtime.ts';

const gate = process.env.LINCE_TEST_MAIL_GATE;
if (!gate) throw new Error('LINCE_TEST_MAIL_GATE ausente.');
const config = loadConfig();
const outbox = createMailer({
  smtpUrl: undefined,
  from: config.mailFrom,
  outboxDir: path.join(config.dataDir, 'outbox'),
  log: () => undefined,
});
const lince = await startLince(config, {
  logger: false,
  mailer: {
    async send(message) {
      await writeFile(path.join(gate, 'sending'), message.to);
      while (!existsSync(path.join(gate, 'release')))
        await new Promise((resolve) => setTimeout(resolve, 20));
      await outbox.send(message);
    },
    close: () => outbox.close(),
  },
});
closeOnSignals(lince);
console.log(`Lince pronto em ${lince.url}`);
