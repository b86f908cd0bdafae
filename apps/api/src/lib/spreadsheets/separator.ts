/** The separator of a CSV's first line (outside quotes): `;` unless the line has more commas (or tabs). */
export function detectSeparator(text: string): ';' | ',' | '\t' {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts] += 1;
  }
  if (counts[';'] >= counts[','] && counts[';'] >= counts['\t']) return ';';
  return counts[','] >= counts['\t'] ? ',' : '\t';
}
