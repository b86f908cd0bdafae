import { NewPasswordChallengeSchema } from '@lince/contracts';
import { activities, eq, users } from '@lince/db';
import { createCompany, createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserCommand, runCli } from './cli.ts';
import { createTestApp, json, login, type TestApp } from './testing/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

describe('cli create-user', () => {
  it('creates the user with a temporary password whose first login asks for a new one', async () => {
    const company = await createCompany(t.db, { name: 'Gama Advogados', cnpj: '48291735000148' });
    const { out, err, io: cliIo } = io();
    const code = await createUserCommand(
      t.db,
      [
        '--email',
        'Nova.Pessoa@Gama.test',
        '--name',
        'Nova Pessoa',
        '--role',
        'ADMIN',
        '--company',
        '48.291.735/0001-48',
      ],
      cliIo,
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out[0]).toBe(
      'Usuário criado: Nova Pessoa <nova.pessoa@gama.test>, perfil ADMIN, empresa Gama Advogados.',
    );
    const password = /^Senha temporária: (\S+)$/.exec(out[1]!)![1]!;
    expect(password).toMatch(/^[\w]{4}-[\w]{4}-[\w]{4}-[\w]{4}$/);

    const [row] = await t.db.select().from(users).where(eq(users.email, 'nova.pessoa@gama.test'));
    expect(row).toMatchObject({ companyId: company.id, role: 'ADMIN', mustChangePassword: true });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const challenge = NewPasswordChallengeSchema.parse(
      json(await login(t.app, 'nova.pessoa@gama.test', password)),
    );
    expect(challenge.username).toBe('nova.pessoa@gama.test');
    const log = await t.db.select().from(activities).where(eq(activities.targetId, row!.id));
    expect(log).toMatchObject([{ action: 'USER_CREATED', userId: null, companyId: company.id }]);
  });

  it('finds the company by exact name or id', async () => {
    const company = await createCompany(t.db, { name: 'Delta Crédito S.A.' });
    for (const [i, reference] of ['Delta Crédito S.A.', company.id].entries()) {
      const { io: cliIo } = io();
      const args = [
        '--email',
        `delta${i}@x.test`,
        '--name',
        'Pessoa Delta',
        '--role',
        'DEFAULT',
        '--company',
        reference,
      ];
      expect(await createUserCommand(t.db, args, cliIo)).toBe(0);
    }
  });

  it('refuses bad input in Portuguese with a non-zero exit code', async () => {
    const company = await createCompany(t.db);
    const existing = await createUser(t.db, { companyId: company.id });
    const cases: [string[], RegExp][] = [
      [
        ['--email', 'x@y.test', '--name', 'X Y', '--role', 'ROOT', '--company', company.id],
        /Perfil inválido: "ROOT"/,
      ],
      [
        ['--email', 'não-é-email', '--name', 'X Y', '--role', 'DEFAULT', '--company', company.id],
        /E-mail inválido/,
      ],
      [
        ['--email', 'x@y.test', '--name', 'X Y', '--role', 'DEFAULT', '--company', 'Inexistente'],
        /Empresa não encontrada: "Inexistente"/,
      ],
      [
        ['--email', existing.email, '--name', 'X Y', '--role', 'DEFAULT', '--company', company.id],
        /Já existe um usuário com o e-mail/,
      ],
      [
        ['--email', 'x@y.test', '--role', 'DEFAULT', '--company', company.id],
        /Faltam opções: --name/,
      ],
      [['--email', 'x@y.test', '--nome', 'X'], /Argumento inválido/],
    ];
    for (const [args, message] of cases) {
      const { err, io: cliIo } = io();
      expect(await createUserCommand(t.db, args, cliIo)).toBeGreaterThan(0);
      expect(err.join('\n')).toMatch(message);
    }
  });

  it('an unknown command shows the usage', async () => {
    const { err, io: cliIo } = io();
    expect(await runCli(['apagar-tudo'], cliIo)).toBe(2);
    expect(err[0]).toMatch(/^Comando desconhecido: apagar-tudo/);
    expect(err[0]).toContain('npm run cli -- create-user');
  });
});
