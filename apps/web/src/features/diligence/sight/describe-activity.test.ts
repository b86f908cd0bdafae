import { describe, expect, it } from 'vitest';
import { describeActivity } from './describe-activity.ts';
import { daysBetween, deadlineDay, entityRisk, relativeDays } from './sight-format.ts';

describe('describeActivity', () => {
  it('describes what each diligence and entity action changed', () => {
    expect(
      describeActivity({
        action: 'DILIGENCE_CREATED',
        summary: { after: { code: 'DD-2026-0001', title: 'Compra da Alvo' } },
      }),
    ).toBe('DD-2026-0001 · Compra da Alvo');
    expect(
      describeActivity({
        action: 'DILIGENCE_UPDATED',
        summary: {
          before: { dueDate: null, priority: 'MEDIA' },
          after: { dueDate: '2026-12-05', priority: 'ALTA', description: 'Nova' },
        },
      }),
    ).toBe('Alterou prazo: 05/12/2026; prioridade: Alta; descrição');
    expect(
      describeActivity({
        action: 'DILIGENCE_STATUS_CHANGED',
        summary: { label: 'Coleta → Análise' },
      }),
    ).toBe('Coleta → Análise');
    // The first document of a diligence "A iniciar" moved it, not the analyst.
    expect(
      describeActivity({
        action: 'DILIGENCE_STATUS_CHANGED',
        summary: {
          label: 'A iniciar → Coleta de documentos',
          cause: 'primeiro documento recebido',
          documentId: 'd1',
        },
      }),
    ).toBe('A iniciar → Coleta de documentos (primeiro documento recebido)');
    expect(
      describeActivity({
        action: 'DILIGENCE_CANCELED',
        summary: { label: 'Coleta → Cancelada', reason: 'Negócio desfeito' },
      }),
    ).toBe('Coleta → Cancelada — motivo: Negócio desfeito');
    expect(
      describeActivity({
        action: 'ENTITY_RISK_SET',
        summary: { after: { rating: 'ALTO', justification: 'Protestos' } },
      }),
    ).toBe('Risco: Alto (Protestos)');
    expect(
      describeActivity({
        action: 'ENTITY_CREATED',
        summary: {
          after: {
            name: 'Holding Azul',
            roleInDiligence: 'SOCIO',
            relation: 'Sócio',
            sharePercent: 50,
          },
        },
      }),
    ).toBe('Holding Azul · Sócio · 50,00%');
    expect(
      describeActivity({
        action: 'ENTITY_CREATED',
        summary: { after: { name: 'Bruno', roleInDiligence: 'SOCIO', relation: 'Usufrutuário' } },
      }),
    ).toBe('Bruno · Sócio · Usufrutuário');
    expect(
      describeActivity({
        action: 'ENTITY_DELETED',
        summary: { before: { name: 'Ana', roleInDiligence: 'ADMINISTRADOR' } },
      }),
    ).toBe('Ana · Administrador');
    expect(
      describeActivity({
        action: 'ENTITY_UPDATED',
        summary: { before: { sharePercent: 10 }, after: { sharePercent: null, relation: null } },
      }),
    ).toBe('Alterou participação: sem participação; relação: sem relação');
  });

  it('describes the findings’ actions: title, severity, what changed', () => {
    expect(
      describeActivity({
        action: 'FINDING_CREATED',
        summary: { diligenceId: 'd1', after: { title: 'Protesto', severity: 'CRITICA' } },
      }),
    ).toBe('Protesto · Gravidade: Crítica');
    expect(
      describeActivity({
        action: 'FINDING_UPDATED',
        summary: {
          title: 'Protesto',
          before: { severity: 'CRITICA' },
          after: { severity: 'MEDIA', recommendation: 'Quitar.' },
        },
      }),
    ).toBe('Protesto — Alterou gravidade: Média; recomendação');
    expect(
      describeActivity({
        action: 'FINDING_RESOLVED',
        summary: { title: 'Protesto', before: { resolved: false }, after: { resolved: true } },
      }),
    ).toBe('Protesto');
    expect(
      describeActivity({
        action: 'FINDING_REMOVED',
        summary: { before: { title: 'Protesto', severity: 'BAIXA', resolved: true } },
      }),
    ).toBe('Protesto');
  });

  it('says nothing for unknown actions or malformed summaries', () => {
    expect(describeActivity({ action: 'ACAO_NOVA', summary: { x: 1 } })).toBe('');
    expect(describeActivity({ action: 'DILIGENCE_CREATED', summary: { after: 'texto' } })).toBe('');
    expect(describeActivity({ action: 'ENTITY_UPDATED', summary: {} })).toBe('');
    expect(
      describeActivity({ action: 'ENTITY_RISK_SET', summary: { after: { rating: 'X' } } }),
    ).toBe('');
  });
});

describe('overview formatting', () => {
  it('counts days to a deadline and says them in Portuguese', () => {
    expect(daysBetween('2026-11-22', '2026-11-27')).toBe(5);
    expect(daysBetween('2026-11-22', '2026-11-20')).toBe(-2);
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(relativeDays(5)).toBe('em 5 dias');
    expect(relativeDays(1)).toBe('em 1 dia');
    expect(relativeDays(0)).toBe('hoje');
    expect(relativeDays(-1)).toBe('há 1 dia');
    expect(relativeDays(-2)).toBe('há 2 dias');
  });

  it('takes a deadline date-time as its day in Brasília', () => {
    expect(deadlineDay('2026-11-22')).toBe('2026-11-22');
    expect(deadlineDay('2026-11-23T01:30:00.000Z')).toBe('2026-11-22');
  });

  it('says the risk in words', () => {
    expect(entityRisk({ risk: { rating: null, computed: 'MEDIO' } })).toBe('Risco médio');
    expect(entityRisk({ risk: { rating: 'CRITICO', computed: 'BAIXO' } })).toBe('Risco crítico');
    expect(entityRisk({ risk: { rating: null, computed: null } })).toBe('Risco não classificado');
  });
});
