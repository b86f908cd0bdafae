import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DOCUMENT_FIXTURE } from '../testing/report-fixtures.ts';
import { ReportPreview } from './report-preview.tsx';

describe('ReportPreview', () => {
  it('draws the cover, numbered sections and every kind of block as semantic HTML', () => {
    const { container } = render(<ReportPreview document={DOCUMENT_FIXTURE} />);
    const article = screen.getByRole('article', { name: 'Relatório de due diligence' });
    expect(within(article).getByText('Demo Consultoria Ltda')).toBeTruthy();
    expect(within(article).getByText('DD-2026-0007 · Aquisição da Alvo Agro S.A.')).toBeTruthy();
    expect(within(article).getByText('Data: 26/11/2026')).toBeTruthy();
    expect(
      within(article).getAllByText('Código de verificação: será gerado na exportação'),
    ).toHaveLength(2);
    expect(within(article).getByText('Confidencial — uso restrito do cliente')).toBeTruthy();

    // Sections: level-3 headings numbered in order; block headings below them.
    const sections = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(sections).toEqual(['1. Resumo executivo', '2. Alvo Agro S.A.', '3. Observações']);
    expect(screen.getByRole('region', { name: '2. Alvo Agro S.A.' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Dados cadastrais' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 5, name: 'Processos' })).toBeTruthy();

    // Paragraph runs: emphasis as <strong>/<em>, markup shown as text.
    expect(container.querySelector('strong')?.textContent).toBe('Alto');
    expect(container.querySelector('em')?.textContent).toBe('ressalvas');
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/<b>sem HTML<\/b>/)).toBeTruthy();

    // Lists.
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelector('ol > li')?.textContent).toBe('Renovar a certidão');

    // Fields as a description list; tones carry a word, not colour only.
    const dl = container.querySelector('dl')!;
    expect([...dl.querySelectorAll('dt')].map((d) => d.textContent)).toEqual([
      'CNPJ',
      'Situação',
      'Divergência',
    ]);
    expect(dl.querySelectorAll('dd')[1]!.textContent).toBe('Conforme: Ativa');
    expect(dl.querySelectorAll('dd')[2]!.textContent).toBe('Atenção: Endereço');

    // Tables: caption, column headers, right-aligned money, the empty sentence.
    const table = screen.getByRole('table', { name: 'Processos judiciais' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Número', 'Risco', 'Valor']);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell')[1]!.textContent).toBe('Atenção: Provável');
    expect(getComputedStyle(within(firstRow).getAllByRole('cell')[2]!).textAlign).toBe('right');
    const empty = screen.getByRole('table', { name: 'Documentos' });
    expect(within(empty).getByText('Nenhum documento enviado.')).toBeTruthy();

    // Notes.
    const notes = screen.getAllByRole('note').map((n) => n.textContent);
    expect(notes).toEqual(['Nenhum apontamento para esta parte.', 'Atenção: Certidão positiva.']);
  });

  it('uses the accent colour only when it is one, and a logo only when it is an image', () => {
    const { container } = render(
      <ReportPreview
        document={{
          ...DOCUMENT_FIXTURE,
          cover: {
            ...DOCUMENT_FIXTURE.cover,
            accentColor: 'red; background: url(x)',
            logoDataUrl: 'javascript:alert(1)',
          },
        }}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('url(x)');
    render(
      <ReportPreview
        document={{
          ...DOCUMENT_FIXTURE,
          cover: { ...DOCUMENT_FIXTURE.cover, logoDataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Logotipo de Demo Consultoria Ltda' })).toBeTruthy();
  });
});
