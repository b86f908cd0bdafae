import { describe, expect, it } from 'vitest';
import { expiryWarning, todayInBrasilia } from './expiry.ts';

const TODAY = '2026-11-26';

describe('expiryWarning', () => {
  it('says Vencido when the validity ended before today (today itself is still valid)', () => {
    expect(expiryWarning({ validUntil: '2026-11-25', status: 'APROVADO' }, null, TODAY)).toBe(
      'VENCIDO',
    );
    expect(expiryWarning({ validUntil: TODAY, status: 'APROVADO' }, null, TODAY)).toBeNull();
  });

  it('warns when it ends before the diligence is due, not on or after', () => {
    const due = '2026-12-15';
    expect(expiryWarning({ validUntil: '2026-12-14', status: 'RECEBIDO' }, due, TODAY)).toBe(
      'VENCE_ANTES_DO_PRAZO',
    );
    expect(expiryWarning({ validUntil: '2026-12-15', status: 'RECEBIDO' }, due, TODAY)).toBeNull();
    expect(expiryWarning({ validUntil: '2027-01-01', status: 'RECEBIDO' }, due, TODAY)).toBeNull();
  });

  it('an expired one is only Vencido; no validity, no due date or a waiver: nothing', () => {
    expect(
      expiryWarning({ validUntil: '2026-01-01', status: 'RECEBIDO' }, '2026-12-15', TODAY),
    ).toBe('VENCIDO');
    expect(expiryWarning({ validUntil: null, status: 'RECEBIDO' }, '2026-12-15', TODAY)).toBeNull();
    expect(expiryWarning({ validUntil: '2026-12-01', status: 'RECEBIDO' }, null, TODAY)).toBeNull();
    expect(
      expiryWarning({ validUntil: '2026-01-01', status: 'DISPENSADO' }, '2026-12-15', TODAY),
    ).toBeNull();
  });
});

describe('todayInBrasilia', () => {
  it('is the calendar day in Brasília (UTC−3), not in UTC', () => {
    expect(todayInBrasilia(new Date('2026-11-27T02:30:00Z'))).toBe('2026-11-26');
    expect(todayInBrasilia(new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-27');
  });
});
