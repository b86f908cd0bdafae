import type { Locator } from 'playwright-core';

/** A date field (dd/mm/aaaa sections) found by its label. */
export const dateField = (scope: Pick<Locator, 'getByRole'>, label: string) =>
  scope.getByRole('group', { name: label, exact: true });

/** What a date field shows, as a person reads it (`25/12/2026`, `dd/mm/aaaa`). */
export async function shownDate(field: Locator): Promise<string> {
  const spins = await field.getByRole('spinbutton').allTextContents();
  const separators = await field.locator('[role="spinbutton"] + *').allTextContents();
  return spins
    .map((text, i) => `${text}${separators[i] ?? ''}`)
    .join('')
    .replace(/[\u200e\u2066-\u2069]/g, '');
}

/**
 * Types a date into a date field with the keyboard, as a person would: the field is emptied
 * first, then `text` (`25/12/2026`, or a partial `25/12`) is typed digit by digit.
 */
export async function typeDate(field: Locator, text: string): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.press('ControlOrMeta+A');
  await field.page().keyboard.press('Backspace');
  await field.page().keyboard.type(text.replace(/\D/g, ''));
}
