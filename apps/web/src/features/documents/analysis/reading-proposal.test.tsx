import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { DocumentReading } from '@lince/contracts/documents';
import { api } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import type { AnalysisFormValues } from './analysis-form.ts';
import { ReadingProposal } from './reading-proposal.tsx';

const READING_URL = '/diligences/d1/documents/doc1/reading';
const READY: DocumentReading = {
  state: 'PRONTA',
  fileId: 'f1',
  message: null,
  text: 'CERTIDÃO NEGATIVA DE DÉBITOS\nVálida até 30/03/2027',
  suggestion: {
    documentTypeId: 't-cnd',
    issuedAt: '2026-10-01',
    validUntil: '2027-03-30',
    result: 'NEGATIVA',
    holderName: null,
    holderNameMatchesEntity: null,
    identifiers: [
      { kind: 'CNPJ', value: '11222333000181', matchesEntity: true },
      { kind: 'CNPJ', value: '12ABC34501DE35', matchesEntity: false },
    ],
    evidence: {
      issuedAt: null,
      validUntil: 'Válida até 30/03/2027',
      validityBasis: 'DATA_NO_TEXTO',
      validityDays: null,
    },
  },
};

/** Answers the reading's URL with each of `answers` in turn (the last one repeats). */
function serve(answers: [number, unknown][]) {
  let calls = 0;
  const adapter: AxiosAdapter = async (config) => {
    if (config.url !== READING_URL) throw new Error(`unexpected ${config.url}`);
    const [status, data] = answers[Math.min(calls++, answers.length - 1)]!;
    const response: AxiosResponse = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) throw new AxiosError('erro', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return () => calls;
}

type ProposalForm = Pick<
  AnalysisFormValues,
  'documentTypeId' | 'issuedAt' | 'validUntil' | 'result'
>;

function renderProposal(
  form: ProposalForm = { documentTypeId: 't-outros', issuedAt: '', validUntil: '', result: '' },
) {
  const onApply = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReadingProposal
        diligenceId="d1"
        documentId="doc1"
        readable
        form={form}
        typeName={(id) => ({ 't-cnd': 'CND Federal', 't-outros': 'Outros' })[id]}
        entityName="Alvo S.A."
        onApply={onApply}
      />
    </QueryClientProvider>,
  );
  return onApply;
}

describe('ReadingProposal', () => {
  const originalAdapter = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = originalAdapter;
  });

  it('asks again while PROCESSANDO, then offers each field and all of them', async () => {
    const calls = serve([
      [200, { state: 'PROCESSANDO', suggestion: null, fileId: 'f1', message: null, text: null }],
      [200, READY],
    ]);
    const onApply = renderProposal();
    expect(await screen.findByText('Lendo o documento…')).toBeTruthy();
    await screen.findByText('CND Federal', undefined, { timeout: 4000 });
    expect(calls()).toBe(2);
    expect(screen.getByText('01/10/2026')).toBeTruthy();
    expect(screen.getByText('30/03/2027')).toBeTruthy();
    // The words of the certidão the valid-until date was read from.
    expect(screen.getByText('Lido em “Válida até 30/03/2027”')).toBeTruthy();
    expect(screen.getByText('Negativa')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Aplicar válido até: 30/03/2027' }));
    expect(onApply).toHaveBeenLastCalledWith({ validUntil: '2027-03-30' });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar tudo' }));
    expect(onApply).toHaveBeenLastCalledWith({
      documentTypeId: 't-cnd',
      issuedAt: '2026-10-01',
      validUntil: '2027-03-30',
      result: 'NEGATIVA',
    });
  });

  it('lists the CPFs/CNPJs found and warns about those that are not the entity’s', async () => {
    serve([[200, READY]]);
    renderProposal();
    expect(await screen.findByText('CNPJ 11.222.333/0001-81 — de Alvo S.A.')).toBeTruthy();
    expect(screen.getByText('CNPJ 12.ABC.345/01DE-35 — não é da parte')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar o texto extraído' }));
    expect(screen.getByLabelText('Texto extraído do PDF').textContent).toContain(
      'CERTIDÃO NEGATIVA DE DÉBITOS',
    );
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toContain('12.ABC.345/01DE-35');
    expect(warning.textContent).toContain('Número que não é desta parte (Alvo S.A.): CNPJ');
  });

  it('names the certidão’s holder, and says when it is not the party', async () => {
    serve([
      [
        200,
        {
          ...READY,
          suggestion: {
            ...READY.suggestion!,
            holderName: 'ASSOCIACAO SOCIAL UNIFAVELA',
            holderNameMatchesEntity: false,
          },
        },
      ],
    ]);
    renderProposal();
    expect(
      await screen.findByText('ASSOCIACAO SOCIAL UNIFAVELA — difere do nome da parte (Alvo S.A.)'),
    ).toBeTruthy();
  });

  it('the holder that is the party, and a certidão that names nobody', async () => {
    serve([
      [
        200,
        {
          ...READY,
          suggestion: {
            ...READY.suggestion!,
            holderName: 'ALVO S/A',
            holderNameMatchesEntity: true,
          },
        },
      ],
    ]);
    renderProposal();
    expect(await screen.findByText('ALVO S/A — é o nome desta parte')).toBeTruthy();
  });

  it('shows what the form already holds, and nothing left for "Aplicar tudo"', async () => {
    serve([[200, READY]]);
    renderProposal({
      documentTypeId: 't-cnd',
      issuedAt: '2026-10-01',
      validUntil: '2027-03-30',
      result: 'NEGATIVA',
    });
    const list = await screen.findByRole('list', { name: 'Campos propostos' });
    expect(within(list).getAllByText('No formulário')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Aplicar tudo' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('a scan read by OCR says so, with its confidence; a low one stands out', async () => {
    serve([
      [
        200,
        {
          ...READY,
          suggestion: { ...READY.suggestion!, origin: 'OCR', ocrConfidence: 91 },
        },
      ],
    ]);
    renderProposal();
    expect(await screen.findByText('Lido por OCR (confiança 91%)')).toBeTruthy();
    expect(
      screen.getByText('Documento digitalizado: confira os números com a imagem.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar o texto extraído' }));
    expect(screen.getByLabelText('Texto lido por OCR').textContent).toContain('Válida até');
  });

  it('a text PDF shows no OCR note', async () => {
    serve([[200, { ...READY, suggestion: { ...READY.suggestion!, origin: 'TEXTO' } }]]);
    renderProposal();
    await screen.findByText('CND Federal');
    expect(screen.queryByText(/Lido por OCR/)).toBeNull();
  });

  it('says when the PDF has no text, or when the reading failed', async () => {
    serve([
      [200, { state: 'SEM_TEXTO', suggestion: null, fileId: 'f1', message: null, text: null }],
    ]);
    renderProposal();
    expect(await screen.findByText('Sem texto extraível (documento digitalizado).')).toBeTruthy();
  });

  it('shows the failure’s message', async () => {
    serve([
      [
        200,
        { state: 'FALHOU', suggestion: null, fileId: 'f1', message: 'PDF corrompido.', text: null },
      ],
    ]);
    renderProposal();
    expect(await screen.findByText('PDF corrompido.')).toBeTruthy();
  });
});
