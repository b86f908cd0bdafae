import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_SECTION_KEYS } from '@lince/contracts/report-document';
import type { ReportPreviewRequest, ReportTemplate } from '@lince/contracts/reports';
import { api } from '../../../lib/api-client.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { DILIGENCE_FIXTURE, DOCUMENT_FIXTURE } from '../testing/report-fixtures.ts';
import { serveApi, type Handler } from '../testing/serve-api.ts';
import { controlId } from '../custom/layout-row.tsx';
import DiligenceCustomReportScreen from './diligence-custom-report-screen.tsx';

const entity = (id: string, name: string, document: string) => ({
  _id: id,
  diligenceId: 'd1',
  kind: 'PJ',
  name,
  document,
  roleInDiligence: 'ALVO',
  parentEntityId: null,
  relation: null,
  sharePercent: null,
  address: null,
  birthOrFoundationDate: null,
  contact: null,
  risk: { computed: null, rating: null, justification: null },
  childrenCount: 0,
  openScreeningHits: 0,
  progress: { done: 0, required: 0 },
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
});

const TEMPLATE: ReportTemplate = {
  _id: 't1',
  name: 'Enxuto',
  sections: ['PROCESSOS', 'RESUMO_EXECUTIVO'],
  blocks: [{ position: 1, title: 'Nota', markdown: 'Entre as seções' }],
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  createdBy: 'Ana Souza',
};

function serve(extra: Record<string, Handler> = {}) {
  let templates = [TEMPLATE];
  const requests = serveApi({
    'GET /diligences/d1': () => [200, DILIGENCE_FIXTURE],
    'GET /diligences/d1/entities': () => [
      200,
      {
        items: [
          entity('e1', 'Alvo Agro S.A.', '48291735000148'),
          entity('e2', 'Holding Alvo Ltda', '11222333000181'),
        ],
      },
    ],
    'POST /diligences/d1/reports/preview': () => [200, DOCUMENT_FIXTURE],
    'GET /diligences/d1/reports': () => [200, { items: [] }],
    'GET /report-templates': () => [200, { items: templates }],
    'POST /report-templates': (body) => {
      const saved = { ...TEMPLATE, ...(body as object), _id: 't2' };
      templates = [...templates, saved];
      return [201, saved];
    },
    'PUT /report-templates/t1': (body) => {
      templates = templates.map((t) => (t._id === 't1' ? { ...t, ...(body as object) } : t));
      return [200, templates[0]];
    },
    'DELETE /report-templates/t1': () => {
      templates = templates.filter((t) => t._id !== 't1');
      return [204, null];
    },
    ...extra,
  });
  const previews = () =>
    requests
      .filter((r) => r.route === 'POST /diligences/d1/reports/preview')
      .map((r) => r.body as ReportPreviewRequest);
  return { requests, previews };
}

const open = () =>
  renderScreen(
    '/diligence/:id/custom-report',
    DiligenceCustomReportScreen,
    '/diligence/d1/custom-report',
  );
/** A row's control by its id (role queries are slow on this long page). */
const byId = (rowId: string, control: string) =>
  document.getElementById(controlId(rowId, control))!;
const rowOrder = () =>
  [...document.querySelectorAll('[data-row]')].map((li) => li.getAttribute('data-row'));

describe('DiligenceCustomReportScreen', { timeout: 180_000 }, () => {
  const originalAdapter = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = originalAdapter;
  });

  it('orders sections with the keyboard, excludes one, inserts a block and previews the choice', async () => {
    const { previews } = serve();
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('article', { name: 'Relatório de due diligence' }, { timeout: 15_000 });
    expect(previews()[0]).toEqual({
      kind: 'PERSONALIZADO',
      sections: [...REPORT_SECTION_KEYS],
      blocks: [],
    });

    // Escopo moves up with the keyboard; the focus stays on its button.
    const up = byId('ESCOPO', 'up');
    expect(up.getAttribute('aria-label')).toBe('Mover Escopo para cima');
    up.focus();
    await user.keyboard('{Enter}');
    expect(rowOrder().slice(0, 2)).toEqual(['ESCOPO', 'RESUMO_EXECUTIVO']);
    await waitFor(() => expect(document.activeElement).toBe(byId('ESCOPO', 'down')));
    expect(
      screen.getByText(`Escopo movido para a posição 1 de ${REPORT_SECTION_KEYS.length}.`),
    ).toBeTruthy();
    await user.keyboard('{Tab}');
    // "Inserir bloco de texto depois de Escopo": the new block's title gets the focus.
    expect(document.activeElement).toBe(byId('ESCOPO', 'insert'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Título do bloco (opcional)')),
    );
    await user.paste('Contexto');
    await user.click(screen.getByLabelText('Texto do bloco (Markdown)'));
    await user.paste('Texto **livre**');
    await user.click(
      screen.getByLabelText(`${REPORT_SECTION_KEYS.length}. Anexo: arquivos e SHA-256`),
    );
    await user.click(screen.getByLabelText(/Holding Alvo Ltda/));

    await waitFor(() =>
      expect(previews().at(-1)).toEqual({
        kind: 'PERSONALIZADO',
        sections: REPORT_SECTION_KEYS.filter((k) => k !== 'ANEXO_ARQUIVOS').toSorted((a, b) =>
          a === 'ESCOPO' ? -1 : b === 'ESCOPO' ? 1 : 0,
        ),
        blocks: [{ position: 1, title: 'Contexto', markdown: 'Texto **livre**' }],
        entityIds: ['e1'],
      }),
    );
    // Debounced: typing the block did not ask once per keystroke.
    expect(previews().length).toBeLessThan(6);
  });

  it('needs a section: without one there is no preview nor export', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('article', {}, { timeout: 15_000 });
    for (const box of screen.getAllByRole('checkbox', { checked: true }))
      if (!/Alvo/.test(box.closest('label')?.textContent ?? '')) await user.click(box);
    expect(
      await screen.findAllByText('Escolha ao menos uma seção para pré-visualizar e exportar.'),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Exportar PDF' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('loads, saves, renames and deletes templates', async () => {
    const { requests, previews } = serve();
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('article', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('combobox', { name: 'Modelo' }));
    await user.click(await screen.findByRole('option', { name: 'Enxuto' }));
    expect(rowOrder().slice(0, 3)).toEqual([
      'PROCESSOS',
      expect.stringMatching(/^bloco-/),
      'RESUMO_EXECUTIVO',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Escopo (fora do relatório)' })).toHaveProperty(
      'checked',
      false,
    );
    await waitFor(() =>
      expect(previews().at(-1)).toEqual({
        kind: 'PERSONALIZADO',
        sections: ['PROCESSOS', 'RESUMO_EXECUTIVO'],
        blocks: [{ position: 1, title: 'Nota', markdown: 'Entre as seções' }],
      }),
    );

    // Renamed: the template keeps its own layout.
    await user.click(screen.getByRole('button', { name: 'Renomear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renomear modelo' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome do modelo' });
    await user.clear(name);
    await user.type(name, 'Enxuto 2{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.route === 'PUT /report-templates/t1')?.body).toEqual({
      name: 'Enxuto 2',
      sections: TEMPLATE.sections,
      blocks: TEMPLATE.blocks,
    });
  });

  it('saves the current choice as a template and deletes one', async () => {
    const { requests } = serve();
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('article', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('combobox', { name: 'Modelo' }));
    await user.click(await screen.findByRole('option', { name: 'Enxuto' }));
    // Saved as a new template: the current choice.
    await user.click(screen.getByRole('button', { name: 'Salvar como modelo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Salvar como modelo' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await within(dialog).findByText('Informe o nome do modelo.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome do modelo' }), 'Completo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.route === 'POST /report-templates')?.body).toEqual({
      name: 'Completo',
      sections: ['PROCESSOS', 'RESUMO_EXECUTIVO'],
      blocks: [{ position: 1, title: 'Nota', markdown: 'Entre as seções' }],
    });

    // Deleted after confirmation (the one loaded again).
    await user.click(screen.getByRole('combobox', { name: 'Modelo' }));
    await user.click(await screen.findByRole('option', { name: 'Enxuto' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir modelo' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(requests.some((r) => r.route === 'DELETE /report-templates/t1')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Renomear' })).toBeNull());
  });
});
