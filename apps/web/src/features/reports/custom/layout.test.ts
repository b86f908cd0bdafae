import { describe, expect, it } from 'vitest';
import { REPORT_SECTION_KEYS } from '@lince/contracts/report-document';
import {
  defaultRows,
  fromTemplate,
  insertBlock,
  moveRow,
  toLayout,
  type LayoutRow,
} from './layout.ts';

const section = (id: (typeof REPORT_SECTION_KEYS)[number], included = true): LayoutRow => ({
  kind: 'section',
  id,
  included,
});

describe('custom report layout', () => {
  it('starts with every section, in the standard order', () => {
    expect(toLayout(defaultRows())).toEqual({ sections: [...REPORT_SECTION_KEYS], blocks: [] });
  });

  it('places a block before the included section that follows it', () => {
    const rows: LayoutRow[] = [
      { kind: 'block', id: 'b0', title: ' Abertura ', markdown: 'Olá' },
      section('ESCOPO'),
      section('RESUMO_EXECUTIVO', false),
      { kind: 'block', id: 'b1', title: '', markdown: '**Nota**' },
      section('PROCESSOS'),
      { kind: 'block', id: 'b2', title: 'Fim', markdown: 'Tchau' },
      { kind: 'block', id: 'b3', title: 'Vazio', markdown: '   ' },
    ];
    expect(toLayout(rows)).toEqual({
      sections: ['ESCOPO', 'PROCESSOS'],
      blocks: [
        { position: 0, title: 'Abertura', markdown: 'Olá' },
        { position: 1, markdown: '**Nota**' },
        { position: 2, title: 'Fim', markdown: 'Tchau' },
      ],
    });
  });

  it('rebuilds a template: its sections and blocks, then the left-out sections unchecked', () => {
    const rows = fromTemplate({
      sections: ['PROCESSOS', 'ESCOPO'],
      blocks: [
        { position: 1, title: 'Entre', markdown: 'a' },
        { position: 2, markdown: 'b' },
      ],
    });
    expect(toLayout(rows)).toEqual({
      sections: ['PROCESSOS', 'ESCOPO'],
      blocks: [
        { position: 1, title: 'Entre', markdown: 'a' },
        { position: 2, markdown: 'b' },
      ],
    });
    expect(rows.filter((r) => r.kind === 'section' && !r.included)).toHaveLength(
      REPORT_SECTION_KEYS.length - 2,
    );
  });

  it('moves rows and inserts blocks', () => {
    const rows = [section('ESCOPO'), section('PROCESSOS'), section('FINANCEIRO')];
    expect(moveRow(rows, 2, 0).map((r) => r.id)).toEqual(['FINANCEIRO', 'ESCOPO', 'PROCESSOS']);
    expect(moveRow(rows, 0, 5)).toBe(rows);
    const { rows: withBlock, id } = insertBlock(rows, 1);
    expect(withBlock[1]).toEqual({ kind: 'block', id, title: '', markdown: '' });
  });
});
