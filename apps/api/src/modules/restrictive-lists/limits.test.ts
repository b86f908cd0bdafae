import { describe, expect, it } from 'vitest';
import { ceisCsv, utf8 } from './files.test-support.ts';
import { listsTestApp } from './lists.test-support.ts';

const s = listsTestApp({ RESTRICTIVE_LIST_IMPORT_MAX_BYTES: '2048' });

describe('restrictive list upload limit', () => {
  it('a file past RESTRICTIVE_LIST_IMPORT_MAX_BYTES: 413, nothing imported', async () => {
    const big = utf8(ceisCsv().repeat(4));
    expect(big.length).toBeGreaterThan(2048);
    const response = await s.f.upload('/v1/restrictive-lists/CEIS/imports', big, 'ceis.csv');
    expect(response.statusCode, response.body).toBe(413);
    expect(await s.f.inForce()).toEqual([]);
    const company = await s.f.upload('/v1/company-list/imports', big, 'l.csv', s.f.admin);
    expect(company.statusCode).toBe(413);
  });
});
