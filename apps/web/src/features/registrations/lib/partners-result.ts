import type { Partner, PartnersAddResult } from '@lince/contracts/registrations';

/** What adding QSA partners did, in words: who became a party, who did not and why. */
export function partnersResultText(
  result: PartnersAddResult,
  qsa: Partner[],
): { created: string; skipped: string[] } {
  const n = result.created.length;
  // A name such as "Holding S.A." already ends the sentence.
  const names = result.created
    .map((e) => e.name)
    .join(', ')
    .replace(/\.$/, '');
  const created =
    n === 0
      ? 'Nenhuma parte adicionada.'
      : n === 1
        ? `1 parte adicionada: ${names}.`
        : `${n} partes adicionadas: ${names}.`;
  const skipped = result.skipped.map(
    (s) => `${qsa[s.index]?.nome ?? `Sócio ${s.index + 1}`}: ${s.reason}`,
  );
  return { created, skipped };
}
