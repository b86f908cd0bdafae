/** Keeps only the characters of a document identifier (drops dots, dashes, slashes and spaces). */
export function stripPunctuation(value: string): string {
  return value.replace(/[\s./-]/g, '');
}

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Mod-11 check digit with weights 2..max cycling from the right, over each character's value ASCII − 48. */
export function mod11CheckDigit(body: string, maxWeight: number): number {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += (body.charCodeAt(i) - 48) * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}
