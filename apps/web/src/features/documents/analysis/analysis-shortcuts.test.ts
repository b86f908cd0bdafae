import { describe, expect, it } from 'vitest';
import { SHORTCUTS, shortcutAction, type ShortcutKey } from './analysis-shortcuts.ts';

const press = (key: string, extra: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key,
  code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  target: document.body,
  ...extra,
});

function inside(html: string, selector: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector(selector)!;
}

describe('the analysis shortcuts', () => {
  it('maps the listed keys to their actions', () => {
    expect(shortcutAction(press('PageUp', { altKey: true }))).toBe('previousDocument');
    expect(shortcutAction(press('PageDown', { altKey: true }))).toBe('nextDocument');
    expect(shortcutAction(press('PageUp'))).toBe('previousPage');
    expect(shortcutAction(press('PageDown'))).toBe('nextPage');
    expect(shortcutAction(press('+'))).toBe('zoomIn');
    expect(shortcutAction(press('-'))).toBe('zoomOut');
    expect(shortcutAction(press('s', { ctrlKey: true }))).toBe('save');
    expect(shortcutAction(press('s', { metaKey: true }))).toBe('save');
    expect(shortcutAction(press('a', { altKey: true }))).toBe('approve');
    expect(shortcutAction(press('?', { shiftKey: true }))).toBe('help');
  });

  it('recognises Alt+A by the key’s position (Option+A types "å" on a Mac)', () => {
    expect(shortcutAction(press('å', { altKey: true, code: 'KeyA' }))).toBe('approve');
  });

  it('leaves the browser its own shortcuts', () => {
    expect(shortcutAction(press('ArrowLeft', { altKey: true }))).toBeNull();
    expect(shortcutAction(press('ArrowRight', { altKey: true }))).toBeNull();
    expect(shortcutAction(press('+', { ctrlKey: true }))).toBeNull();
    expect(shortcutAction(press('PageDown', { ctrlKey: true }))).toBeNull();
    expect(shortcutAction(press('s', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutAction(press('a'))).toBeNull();
  });

  it('ignores the plain keys while the person types or moves in a list', () => {
    const input = inside('<label>Obs <textarea></textarea></label>', 'textarea');
    expect(shortcutAction(press('PageDown', { target: input }))).toBeNull();
    expect(shortcutAction(press('-', { target: input }))).toBeNull();
    expect(shortcutAction(press('?', { target: input }))).toBeNull();
    const option = inside('<ul role="listbox"><li role="option">x</li></ul>', 'li');
    expect(shortcutAction(press('PageDown', { target: option }))).toBeNull();
    // Save and the document keys still work from a field.
    expect(shortcutAction(press('s', { ctrlKey: true, target: input }))).toBe('save');
    expect(shortcutAction(press('PageDown', { altKey: true, target: input }))).toBe('nextDocument');
  });

  it('ignores every key inside a dialog', () => {
    const field = inside('<div role="dialog"><input /></div>', 'input');
    expect(shortcutAction(press('s', { ctrlKey: true, target: field }))).toBeNull();
    expect(shortcutAction(press('PageDown', { altKey: true, target: field }))).toBeNull();
  });

  it('lists every action once in the help', () => {
    const actions = SHORTCUTS.map((s) => s.action);
    expect(new Set(actions).size).toBe(actions.length);
    expect(actions).toHaveLength(9);
  });
});
