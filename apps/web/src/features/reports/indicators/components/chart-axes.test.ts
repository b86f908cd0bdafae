import { describe, expect, it } from 'vitest';
import { categoryAxis, shortTitle } from './chart-axes.ts';

describe('categoryAxis', () => {
  it('cuts a long title on the axis only: the tooltip has it whole', () => {
    const title = 'Certidão de débitos trabalhistas positiva com efeito de negativa';
    const [axis] = categoryAxis([title], shortTitle);
    expect(axis!.data).toEqual([title]);
    expect(axis!.valueFormatter!(title, { location: 'tick' })).toBe('Certidão de débitos tra…');
    expect(axis!.valueFormatter!(title, { location: 'tooltip' })).toBe(title);
    expect(shortTitle('Sem CND')).toBe('Sem CND');
  });

  it('keeps the labels as they are without a tick formatter', () => {
    expect(categoryAxis(['Coleta'])[0]).not.toHaveProperty('valueFormatter');
  });
});
