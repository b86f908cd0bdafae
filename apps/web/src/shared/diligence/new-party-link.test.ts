import { describe, expect, it } from 'vitest';
import { newPartyPath, partyPrefillOf, withoutPartyPrefill } from './new-party-link.ts';

describe('the prefilled "Nova parte" address', () => {
  it('carries the prefill there and back; unknown kinds and roles are left out', () => {
    const prefill = {
      kind: 'PJ' as const,
      name: 'HOLDING & CIA S.A.',
      document: '',
      roleInDiligence: 'SOCIO' as const,
      parentEntityId: 'e1',
      relation: 'Sócio Pessoa Jurídica',
    };
    const url = new URL(newPartyPath('d 1', prefill), 'http://x');
    expect(url.pathname).toBe('/diligence/d%201');
    expect(partyPrefillOf(url.searchParams)).toEqual(prefill);
    const hostile = new URLSearchParams({ 'nova-parte': '1', tipo: 'XX', papel: 'DONO' });
    expect(partyPrefillOf(hostile)).toEqual({
      name: '',
      document: '',
      parentEntityId: '',
      relation: '',
    });
    expect(partyPrefillOf(new URLSearchParams({ nome: 'Sem a marca' }))).toBeNull();
    const rest = withoutPartyPrefill(
      new URLSearchParams({ ...Object.fromEntries(url.searchParams), entity: 'e9' }),
    );
    expect(rest.toString()).toBe('entity=e9');
  });
});
