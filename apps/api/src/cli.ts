import { openDatabase, migrate, type Database } from '@lince/db';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './core/config.ts';
import { AppError } from './core/errors.ts';
import { systemContext } from './core/system.ts';
import { createUserWithTemporaryPassword } from './modules/users/service.ts';

export const USAGE = `Uso:
  npm run cli -- create-user --email E --name N --role R --company C [--cpf CPF]

  --role     LINCE_ADMIN, LINCE_DEFAULT, ADMIN ou DEFAULT
  --company  nome exato, CNPJ (com ou sem pontuação) ou id da empresa`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const consoleIo: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

/** `create-user`: a user with a temporary password (changed at the first login). Returns the exit code. */
export async function createUserCommand(
  db: Database,
  args: string[],
  io: CliIo = consoleIo,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        company: { type: 'string' },
        cpf: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.err(`Argumento inválido: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const missing = (['email', 'name', 'role', 'company'] as const).filter((key) => !values[key]);
  if (missing.length > 0) {
    io.err(`Faltam opções: ${missing.map((m) => `--${m}`).join(', ')}\n\n${USAGE}`);
    return 2;
  }
  try {
    const created = await createUserWithTemporaryPassword(systemContext(db), {
      email: values.email!,
      name: values.name!,
      role: values.role!,
      company: values.company!,
      cpf: values.cpf,
    });
    io.out(
      `Usuário criado: ${created.user.name} <${created.user.email}>, perfil ${created.user.role}, empresa ${created.company.name}.`,
    );
    io.out(`Senha temporária: ${created.temporaryPassword}`);
    io.out('No primeiro acesso o usuário deverá definir uma nova senha.');
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

/** Entry point: `tsx apps/api/src/cli.ts <command> [options]`. */
export async function runCli(
  argv: string[],
  io: CliIo = consoleIo,
  env = process.env,
): Promise<number> {
  const [command, ...args] = argv;
  if (command !== 'create-user') {
    io.err(`${command ? `Comando desconhecido: ${command}` : 'Informe um comando.'}\n\n${USAGE}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrate(handle.db);
    return await createUserCommand(handle.db, args, io);
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('Erro inesperado:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
