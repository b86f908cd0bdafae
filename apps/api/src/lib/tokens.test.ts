import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens.ts';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!!';

afterEach(() => {
  vi.useRealTimers();
});

describe('token signer', () => {
  it('verifies a token again from memory, still by type and expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign('usuario-1', 'access', 60, 'sessao-1');
    const valid = { subject: 'usuario-1', sessionId: 'sessao-1' };
    expect(await signer.verify(token, 'access')).toEqual(valid);
    expect(await signer.verify(token, 'access')).toEqual(valid);
    expect(await signer.verify(token, 'new_password')).toBeNull();
    vi.setSystemTime(new Date('2026-05-01T12:00:59Z'));
    expect(await signer.verify(token, 'access')).toEqual(valid);
    vi.setSystemTime(new Date('2026-05-01T12:01:00Z'));
    expect(await signer.verify(token, 'access')).toBeNull();
    expect(await signer.verify(token, 'access')).toBeNull();
  });

  it('refuses a tampered token and one signed with another secret, every time', async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign('usuario-1', 'access', 60);
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}AA`;
    const foreign = await createTokenSigner(`${SECRET}-outro`).sign('usuario-1', 'access', 60);
    for (let i = 0; i < 2; i += 1) {
      expect(await signer.verify(tampered, 'access')).toBeNull();
      expect(await signer.verify(foreign, 'access')).toBeNull();
    }
    expect(await signer.verify(token, 'access')).toEqual({ subject: 'usuario-1', sessionId: null });
  });
});
