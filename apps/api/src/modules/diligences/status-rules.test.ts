import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.ts';
import { isOpen, isOverdue, isPastSla, slaLimit } from '../../domain/diligence/predicates.ts';
import { riskJustification } from '../../domain/risk/justification.ts';
import { planCancel, planStatusChange, type StatusSubject } from './status-rules.ts';

const now = new Date('2026-03-10T12:00:00Z');
const open: StatusSubject = {
  status: 'A_INICIAR',
  riskComputed: null,
  riskRating: null,
  conclusion: null,
};
const ready: StatusSubject = { ...open, status: 'REVISAO', riskRating: 'MEDIO', conclusion: 'Ok.' };

/** The refusal a rule throws, as status, message and details. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.statusCode, message: error.message, details: error.details };
  }
  throw new Error('a regra não recusou');
}

describe('status rules (no database)', () => {
  it('moves freely among the open columns, writing the new status and its moment', () => {
    const move = planStatusChange(open, { status: 'ANALISE' }, 'DEFAULT', now)!;
    expect(move.values).toEqual({
      status: 'ANALISE',
      statusChangedAt: now,
      updatedAt: now,
      concludedAt: null,
      canceledAt: null,
      cancelReason: null,
    });
    expect(move.entry).toEqual({
      action: 'DILIGENCE_STATUS_CHANGED',
      targetType: 'diligence',
      summary: {
        before: { status: 'A_INICIAR' },
        after: { status: 'ANALISE' },
        label: 'A iniciar → Em análise',
      },
    });
  });

  it('moving to the current status changes nothing', () => {
    expect(planStatusChange(open, { status: 'A_INICIAR' }, 'DEFAULT', now)).toBeNull();
  });

  it('Concluída needs a risk rating (chosen or computed) and a conclusion, and says which is missing', () => {
    expect(refusal(() => planStatusChange(open, { status: 'CONCLUIDA' }, 'ADMIN', now))).toEqual({
      status: 422,
      message: 'Para concluir a diligência, informe a classificação de risco e a conclusão.',
      details: [
        { path: 'riskRating', message: 'Falta a classificação de risco.' },
        { path: 'conclusion', message: 'Falta a conclusão.' },
      ],
    });
    const computedOnly = { ...open, riskComputed: 'ALTO' as const, conclusion: '  ' };
    expect(
      refusal(() => planStatusChange(computedOnly, { status: 'CONCLUIDA' }, 'DEFAULT', now))
        .message,
    ).toBe('Para concluir a diligência, informe a conclusão.');
    const done = planStatusChange(ready, { status: 'CONCLUIDA' }, 'DEFAULT', now)!;
    expect(done.values).toMatchObject({ status: 'CONCLUIDA', concludedAt: now });
  });

  it('Concluída needs every required document analysed or waived, each named in the details', () => {
    const pending = [
      {
        documentId: 'doc1',
        entityId: 'e1',
        entityName: 'Alvo S.A.',
        documentTypeName: 'CND Federal',
        status: 'PENDENTE' as const,
      },
      {
        documentId: 'doc2',
        entityId: 'e1',
        entityName: 'Alvo S.A.',
        documentTypeName: 'CRF do FGTS',
        status: 'EM_ANALISE' as const,
      },
    ];
    expect(
      refusal(() => planStatusChange(ready, { status: 'CONCLUIDA' }, 'DEFAULT', now, pending)),
    ).toEqual({
      status: 422,
      message: 'Para concluir a diligência, analise ou dispense 2 documentos obrigatórios.',
      details: [
        {
          path: 'documents',
          message: 'Alvo S.A.: CND Federal (Pendente)',
          documentId: 'doc1',
          documentTypeName: 'CND Federal',
          documentStatus: 'PENDENTE',
          entityId: 'e1',
          entityName: 'Alvo S.A.',
        },
        {
          path: 'documents',
          message: 'Alvo S.A.: CRF do FGTS (Em análise)',
          documentId: 'doc2',
          documentTypeName: 'CRF do FGTS',
          documentStatus: 'EM_ANALISE',
          entityId: 'e1',
          entityName: 'Alvo S.A.',
        },
      ],
    });
    expect(
      refusal(() =>
        planStatusChange(open, { status: 'CONCLUIDA' }, 'DEFAULT', now, pending.slice(1)),
      ).message,
    ).toBe(
      'Para concluir a diligência, informe a classificação de risco e a conclusão e analise ou dispense 1 documento obrigatório.',
    );
  });

  it('Cancelada needs a reason, kept with the move', () => {
    expect(refusal(() => planStatusChange(open, { status: 'CANCELADA' }, 'DEFAULT', now))).toEqual({
      status: 422,
      message: 'Informe o motivo do cancelamento.',
      details: [{ path: 'reason', message: 'Informe o motivo do cancelamento.' }],
    });
    const canceled = planStatusChange(
      open,
      { status: 'CANCELADA', reason: '  Negócio desfeito. ' },
      'DEFAULT',
      now,
    )!;
    expect(canceled.values).toMatchObject({ canceledAt: now, cancelReason: 'Negócio desfeito.' });
    expect(canceled.entry.action).toBe('DILIGENCE_CANCELED');
    expect(canceled.entry.summary).toMatchObject({ reason: 'Negócio desfeito.' });
  });

  it('out of Concluída or Cancelada only an ADMIN, with a reason', () => {
    for (const status of ['CONCLUIDA', 'CANCELADA'] as const) {
      const closed = { ...ready, status };
      expect(
        refusal(() =>
          planStatusChange(closed, { status: 'REVISAO', reason: 'Novo documento' }, 'DEFAULT', now),
        ).status,
      ).toBe(403);
      expect(refusal(() => planStatusChange(closed, { status: 'REVISAO' }, 'ADMIN', now))).toEqual({
        status: 422,
        message: 'Informe o motivo para tirar a diligência de Concluída ou Cancelada.',
        details: [
          {
            path: 'reason',
            message: 'Informe o motivo para tirar a diligência de Concluída ou Cancelada.',
          },
        ],
      });
      const reopened = planStatusChange(
        closed,
        { status: 'REVISAO', reason: 'Certidão positiva.' },
        'ADMIN',
        now,
      )!;
      expect(reopened.values).toMatchObject({
        status: 'REVISAO',
        concludedAt: null,
        canceledAt: null,
        cancelReason: null,
      });
    }
  });

  it('cancelling an already canceled diligence is a conflict', () => {
    expect(
      refusal(() => planCancel({ ...open, status: 'CANCELADA' }, 'De novo', 'ADMIN', now)),
    ).toMatchObject({ status: 409, message: 'A diligência já está cancelada.' });
    expect(planCancel(open, 'Desistência', 'DEFAULT', now).values.status).toBe('CANCELADA');
  });

  it('a rating that differs from the computed one needs a justification', () => {
    expect(refusal(() => riskJustification('ALTO', 'MEDIO', ' ')).status).toBe(422);
    expect(riskJustification('ALTO', 'MEDIO', ' Protestos. ')).toBe('Protestos.');
    expect(riskJustification('MEDIO', 'MEDIO', '')).toBeNull();
  });
});

describe('diligence predicates', () => {
  it('open, overdue and the SLA limit of the current column', () => {
    expect(isOpen('REVISAO')).toBe(true);
    expect(isOpen('CONCLUIDA')).toBe(false);
    expect(isOverdue('2026-03-09', 'ANALISE', '2026-03-10')).toBe(true);
    expect(isOverdue('2026-03-09', 'CONCLUIDA', '2026-03-10')).toBe(false);
    expect(isOverdue(null, 'ANALISE', '2026-03-10')).toBe(false);
    expect(slaLimit(now, 2)).toEqual(new Date('2026-03-12T12:00:00Z'));
    expect(slaLimit(now, null)).toBeNull();
    expect(isPastSla(now, 2, now.getTime() + 2 * 86_400_000 + 1)).toBe(true);
    expect(isPastSla(now, 2, now.getTime() + 2 * 86_400_000)).toBe(false);
  });
});
