import { DEMO_PASSWORD } from '@lince/db';
import { ConfigError, loadConfig } from './core/config.ts';
import { closeOnSignals, startLince, type RunningLince } from './runtime.ts';
import { ROLE_LABELS } from '@lince/contracts';

function printBanner(lince: RunningLince, startedIn: number) {
  const lines = [
    ``,
    `Lince pronto em ${lince.url} (${startedIn} ms)`,
    `Documentação da API: ${lince.url}/v1/docs`,
  ];
  if (lince.demoAccounts.length > 0) {
    lines.push(
      ``,
      `Contas de demonstração${lince.seeded ? ' (criadas agora)' : ''} — senha: ${DEMO_PASSWORD}`,
    );
    for (const account of lince.demoAccounts) {
      lines.push(
        `  ${account.email.padEnd(26)} ${account.role.padEnd(14)} ${ROLE_LABELS[account.role]} — ${account.company}`,
      );
    }
  }
  console.log(lines.join('\n') + '\n');
}

async function main() {
  const started = Date.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const lince = await startLince(config);
  printBanner(lince, Date.now() - started);

  closeOnSignals(lince);
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar o Lince:', error instanceof Error ? error.message : error);
  process.exit(1);
});
