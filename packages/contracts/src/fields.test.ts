import { describe, expect, it } from 'vitest';
import { ActivityListQuerySchema } from './activities.ts';
import { EmailSchema } from './auth.ts';
import { DiligenceBaseInputSchema, DiligenceListQuerySchema, IsoDateSchema } from './diligences.ts';
import { BirthOrFoundationDateSchema, EntityInputSchema } from './entities.ts';
import {
  calendarDateSchema,
  dateOrDateTimeSchema,
  idSchema,
  isCalendarDate,
  isStorableText,
  textSchema,
} from './fields.ts';
import { IdParamsSchema, PageQuerySchema } from './pagination.ts';
import { SearchQuerySchema } from './search.ts';
import { UserCreateSchema } from './users.ts';

const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('isStorableText', () => {
  it('accepts letters, accents, emoji, tab, line feed and carriage return', () => {
    for (const value of ['', 'Ação — São Paulo', 'linha 1\r\nlinha 2\tfim', 'ok 😀', '<b>"x"</b>'])
      expect(isStorableText(value), JSON.stringify(value)).toBe(true);
  });

  it('refuses NUL, the other control characters and unpaired surrogates', () => {
    for (const value of [
      'a\u0000b',
      '\u0007',
      '\u001b[31m',
      '\u007f',
      '\u0085',
      'x\ud800',
      '\udfffx',
      '\ude00\ud83d',
    ])
      expect(isStorableText(value), JSON.stringify(value)).toBe(false);
  });
});

describe('textSchema', () => {
  const name = textSchema('Nome', 'Informe o nome.').trim().min(2, 'Curto.');

  it('names the field when the text holds what the database cannot store', () => {
    expect(messages(name.safeParse('Ana\u0000'))).toEqual(['Nome contém caracteres inválidos.']);
    expect(messages(name.safeParse('Ana \ud800'))).toEqual(['Nome contém caracteres inválidos.']);
  });

  it('keeps the chained rules and the message for a value that is not text', () => {
    expect(name.parse('  Ana  ')).toBe('Ana');
    expect(messages(name.safeParse('a'))).toEqual(['Curto.']);
    expect(messages(name.safeParse(12))).toEqual(['Informe o nome.']);
  });

  it('is what the shared schemas are built on', () => {
    expect(messages(EmailSchema.safeParse('ana\u0000@x.com.br'))).toContain(
      'E-mail contém caracteres inválidos.',
    );
    expect(messages(SearchQuerySchema.safeParse({ q: 'a\ud800' }))).toEqual([
      'Busca contém caracteres inválidos.',
    ]);
    expect(messages(PageQuerySchema.safeParse({ search: '\u0000' }))).toEqual([
      'Busca contém caracteres inválidos.',
    ]);
    expect(messages(IdParamsSchema.safeParse({ id: 'abc\u0000' }))).toEqual([
      'Identificador contém caracteres inválidos.',
    ]);
    const user = UserCreateSchema.safeParse({
      name: 'Ana\u0001',
      email: 'ana@x.com.br',
      role: 'DEFAULT',
      companyId: 'c1',
    });
    expect(messages(user)).toEqual(['Nome contém caracteres inválidos.']);
  });

  it('idSchema: 1 to 64 storable characters', () => {
    expect(idSchema().parse('abc')).toBe('abc');
    expect(idSchema().safeParse('').success).toBe(false);
    expect(idSchema().safeParse('x'.repeat(65)).success).toBe(false);
  });
});

describe('calendar dates', () => {
  it('isCalendarDate: real days of the calendar only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('24-01-01')).toBe(false);
  });

  it('accepts 01/01/1900 to 31/12/2199 by default and refuses the rest with a 400 message', () => {
    expect(IsoDateSchema.parse('1900-01-01')).toBe('1900-01-01');
    expect(IsoDateSchema.parse('2199-12-31')).toBe('2199-12-31');
    const range = 'A data deve estar entre 01/01/1900 e 31/12/2199.';
    expect(messages(IsoDateSchema.safeParse('0000-01-01'))).toEqual([range]);
    expect(messages(IsoDateSchema.safeParse('1899-12-31'))).toEqual([range]);
    expect(messages(IsoDateSchema.safeParse('2200-01-01'))).toEqual([range]);
    expect(IsoDateSchema.safeParse('99999-01-01').success).toBe(false);
    expect(IsoDateSchema.safeParse('2024-02-30').success).toBe(false);
  });

  it('a field may say otherwise', () => {
    const recent = calendarDateSchema({ min: '2000-01-01', max: '2000-12-31' });
    expect(messages(recent.safeParse('2001-01-01'))).toEqual([
      'A data deve estar entre 01/01/2000 e 31/12/2000.',
    ]);
    expect(BirthOrFoundationDateSchema.parse('1808-10-12')).toBe('1808-10-12');
    expect(BirthOrFoundationDateSchema.safeParse('1799-12-31').success).toBe(false);
  });

  it('dates of bodies and filters are in range', () => {
    const diligence = DiligenceBaseInputSchema.safeParse({
      title: 'Aquisição',
      purpose: 'M_A',
      ownerId: 'u1',
      dueDate: '0000-01-01',
    });
    expect(messages(diligence)).toEqual(['A data deve estar entre 01/01/1900 e 31/12/2199.']);
    expect(DiligenceListQuerySchema.safeParse({ dueFrom: '0000-01-01' }).success).toBe(false);
    expect(DiligenceListQuerySchema.safeParse({ dueTo: '2030-06-30' }).success).toBe(true);
    const entity = EntityInputSchema.safeParse({
      kind: 'PF',
      name: 'Ana',
      document: '529.982.247-25',
      roleInDiligence: 'ALVO',
      birthOrFoundationDate: '0000-01-01',
    });
    expect(messages(entity)).toEqual(['A data deve estar entre 01/01/1800 e 31/12/2199.']);
  });

  it('dateOrDateTimeSchema: a date or a date-time whose day is in range', () => {
    const schema = dateOrDateTimeSchema();
    expect(schema.parse('2025-03-01')).toBe('2025-03-01');
    expect(schema.parse('2025-03-01T12:30:00Z')).toBe('2025-03-01T12:30:00Z');
    for (const value of [
      '0000-01-01',
      '0000-01-01T00:00:00Z',
      '2025-02-30',
      'ontem',
      '2025-03-01X',
    ])
      expect(schema.safeParse(value).success, value).toBe(false);
    expect(ActivityListQuerySchema.safeParse({ from: '0000-01-01' }).success).toBe(false);
  });
});

describe('pages and sizes', () => {
  it('out of range is refused', () => {
    for (const query of [
      { page: '0' },
      { page: '-1' },
      { page: '1e308' },
      { pageSize: '101' },
      { pageSize: '0' },
      { page: '1.5' },
    ])
      expect(PageQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    expect(PageQuerySchema.parse({ page: '2', pageSize: '50' })).toMatchObject({
      page: 2,
      pageSize: 50,
    });
  });
});
