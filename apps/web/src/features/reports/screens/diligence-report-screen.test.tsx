import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobStatus } from '@lince/contracts/jobs';
import type { ReportItem } from '@lince/contracts/reports';
import { api } from '../../../lib/api-client.ts';
import { INVALID_CODE_MESSAGE } from '../../../shared/reports/verify-report-dialog.tsx';
import { renderScreen } from '../testing/render-screen.tsx';
import { DILIGENCE_FIXTURE, DOCUMENT_FIXTURE, reportItem } from '../testing/report-fixtures.ts';
import { serveApi, type Handler } from '../testing/serve-api.ts';
import DiligenceReportScreen from './diligence-report-screen.tsx';

const job = (state: JobStatus['state'], extra: Partial<JobStatus> = {}): JobStatus => ({
  _id: 'j2',
  kind: 'LAWSUIT_IMPORT',
  state,
  createdAt: '2026-11-26T12:00:00.000Z',
  ...extra,
});

function serve(extra: Record<string, Handler> = {}, reports: ReportItem[] = []) {
  return serveApi({
    'GET /diligences/d1': () => [200, DILIGENCE_FIXTURE],
    'POST /diligences/d1/reports/preview': () => [200, DOCUMENT_FIXTURE],
    'GET /diligences/d1/reports': () => [200, { items: [...reports] }],
    ...extra,
  });
}

const open = (path = '/diligence/d1/report') =>
  renderScreen('/diligence/:id/report', DiligenceReportScreen, path);

describe('DiligenceReportScreen', { timeout: 30_000 }, () => {
  const originalAdapter = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = originalAdapter;
  });

  it('previews the standard report and lists the earlier exports', async () => {
    const requests = serve({}, [
      reportItem(),
      reportItem({
        _id: 'r2',
        format: 'DOCX',
        kind: 'PERSONALIZADO',
        state: 'FALHOU',
        sha256: null,
        message: 'Sem espaço.',
      }),
    ]);
    open();
    await screen.findByRole('article', { name: 'Relatório de due diligence' });
    expect(requests.find((r) => r.route.endsWith('/preview'))?.body).toEqual({ kind: 'PADRAO' });
    const table = await screen.findByRole('table', { name: 'Relatórios exportados' });
    const [, ready, failed] = within(table).getAllByRole('row');
    expect(
      within(ready!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'PDF',
      'Padrão',
      'Ana Souza',
      '20/11/2026, 12:04',
      '7K3M-Q9TZ-2B',
      'a3f1c2d4e5b6…',
      'Pronto',
      'Baixar',
    ]);
    expect(
      within(ready!).getByRole('button', {
        name: `Copiar SHA-256 ${reportItem().sha256}`,
      }),
    ).toBeTruthy();
    expect(within(failed!).getByText('Falhou')).toBeTruthy();
    expect(within(failed!).queryByRole('button', { name: /Baixar/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Relatório personalizado' }).getAttribute('href')).toBe(
      '/diligence/d1/custom-report',
    );
  });

  it('exports: starts the job, shows its progress with both buttons disabled, then lists it', async () => {
    let polls = 0;
    const reports: ReportItem[] = [];
    const requests = serve(
      {
        'POST /diligences/d1/reports': () => {
          reports.unshift(reportItem({ _id: 'r9', state: 'PROCESSANDO', sha256: null }));
          return [202, { jobId: 'j2', reportId: 'r9' }];
        },
        'GET /jobs/j2': () => {
          polls += 1;
          if (polls < 2) return [200, job('PROCESSANDO', { progress: { processed: 1, total: 3 } })];
          reports[0] = reportItem({ _id: 'r9', verificationCode: 'AAAA-BBBB-CC' });
          return [200, job('CONCLUIDO')];
        },
      },
      reports,
    );
    const user = userEvent.setup();
    open();
    await screen.findByText(/Nenhum relatório exportado ainda/);
    await user.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    await screen.findByText('Gerando o PDF… 1 de 3.');
    expect(screen.getByRole('button', { name: 'Exportar PDF' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Exportar DOCX' })).toHaveProperty('disabled', true);
    expect(requests.find((r) => r.route === 'POST /diligences/d1/reports')?.body).toEqual({
      kind: 'PADRAO',
      format: 'PDF',
    });
    await screen.findByText('AAAA-BBBB-CC');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Exportar DOCX' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(screen.queryByText(/Gerando o PDF/)).toBeNull();
  });

  it('shows why an export failed or could not start, in Portuguese', async () => {
    serve({
      'POST /diligences/d1/reports': (body) =>
        (body as { format: string }).format === 'DOCX'
          ? [400, { error: { code: 'BAD_REQUEST', message: 'Formato inválido (PDF ou DOCX).' } }]
          : [202, { jobId: 'j2', reportId: 'r9' }],
      'GET /jobs/j2': () => [200, job('FALHOU', { message: 'Não foi possível gerar o PDF.' })],
    });
    const user = userEvent.setup();
    open();
    await screen.findByText(/Nenhum relatório exportado ainda/);
    await user.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível gerar o PDF.');
    await user.click(screen.getByRole('button', { name: 'Exportar DOCX' }));
    await screen.findByText('Formato inválido (PDF ou DOCX).');
  });

  it('verifies a file (match) and a code (invalid, then no match)', async () => {
    const requests = serve({
      'POST /reports/verify': (body) =>
        body instanceof FormData
          ? [
              200,
              {
                match: true,
                message: 'O SHA-256 do arquivo é o do relatório emitido.',
                report: {
                  diligenceId: 'd1',
                  diligenceCode: 'DD-2026-0007',
                  format: 'PDF',
                  kind: 'PADRAO',
                  createdAt: '2026-11-20T15:04:00.000Z',
                  createdBy: 'Ana Souza',
                  sha256: reportItem().sha256,
                  verificationCode: '7K3M-Q9TZ-2B',
                },
              },
            ]
          : [200, { match: false, message: 'Nenhum relatório com este código.' }],
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Verificar relatório' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verificar relatório' });
    const file = new File(['%PDF-1.7'], 'relatorio.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Relatório a verificar (PDF ou DOCX)'), file);
    await within(dialog).findByText('Confere: o arquivo é idêntico ao relatório emitido.');
    expect((requests.at(-1)!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(within(dialog).getByText('relatorio.pdf (8 bytes)')).toBeTruthy();
    expect(within(dialog).getByText('20/11/2026, 12:04')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'DD-2026-0007' }).getAttribute('href')).toBe(
      '/diligence/d1/report',
    );

    const code = within(dialog).getByRole('textbox', { name: 'Código de verificação' });
    await user.type(code, 'abc{Enter}');
    await within(dialog).findByText(INVALID_CODE_MESSAGE);
    await user.clear(code);
    await user.type(code, '7k3mq9tz2b');
    await user.click(within(dialog).getByRole('button', { name: 'Verificar código' }));
    await within(dialog).findByText(
      /Não confere: nenhum relatório emitido por esta empresa tem este código/,
    );
    expect(within(dialog).getByText('Nenhum relatório com este código.')).toBeTruthy();
    expect(requests.at(-1)!.body).toEqual({ code: '7K3M-Q9TZ-2B' });
    expect(code).toHaveProperty('value', '7K3M-Q9TZ-2B');
  });

  it('opens the verification of ?verify=<code> at once', async () => {
    const requests = serve({
      'POST /reports/verify': () => [200, { match: false, message: 'Nenhum relatório.' }],
    });
    open('/diligence/d1/report?verify=7K3M-Q9TZ-2B');
    const dialog = await screen.findByRole('dialog', { name: 'Verificar relatório' });
    await within(dialog).findByText('Nenhum relatório.');
    expect(requests.filter((r) => r.route === 'POST /reports/verify')).toHaveLength(1);
  });
});
