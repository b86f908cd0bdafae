/**
 * The analysis screen's keyboard shortcuts, listed in its "Atalhos" help. None is a browser's own
 * (Alt+← / Alt+→ go back and forward in history, Ctrl+± zoom the page) and none fires while the
 * person types: the keys without a modifier are ignored inside text fields, lists and menus, and
 * every shortcut is ignored inside a dialog.
 */
export type ShortcutAction =
  | 'previousDocument'
  | 'nextDocument'
  | 'previousPage'
  | 'nextPage'
  | 'zoomIn'
  | 'zoomOut'
  | 'save'
  | 'approve'
  | 'help';

export const SHORTCUTS: { keys: string; action: ShortcutAction; description: string }[] = [
  { keys: 'Alt + Page Up', action: 'previousDocument', description: 'Documento anterior' },
  { keys: 'Alt + Page Down', action: 'nextDocument', description: 'Próximo documento' },
  { keys: 'Page Up', action: 'previousPage', description: 'Página anterior do arquivo' },
  { keys: 'Page Down', action: 'nextPage', description: 'Próxima página do arquivo' },
  { keys: '+', action: 'zoomIn', description: 'Aumentar o zoom' },
  { keys: '−', action: 'zoomOut', description: 'Diminuir o zoom' },
  { keys: 'Ctrl + S', action: 'save', description: 'Salvar a análise' },
  { keys: 'Alt + A', action: 'approve', description: 'Marcar como Aprovado (salve em seguida)' },
  { keys: '?', action: 'help', description: 'Mostrar os atalhos' },
];

export interface ShortcutKey {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

/** Where a plain key is the person's typing or a widget's own navigation. */
const TYPING =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="listbox"], [role="menu"], [role="combobox"]';

const closest = (target: EventTarget | null, selector: string) =>
  typeof Element !== 'undefined' && target instanceof Element && !!target.closest(selector);

/** The action a key press asks for, or null (the browser and the focused field keep it). */
export function shortcutAction(e: ShortcutKey): ShortcutAction | null {
  if (closest(e.target, '[role="dialog"], [role="alertdialog"]')) return null;
  const command = e.ctrlKey || e.metaKey;
  if (command && !e.altKey && !e.shiftKey && e.code === 'KeyS') return 'save';
  if (e.altKey && !command && !e.shiftKey) {
    if (e.key === 'PageUp') return 'previousDocument';
    if (e.key === 'PageDown') return 'nextDocument';
    // By the key's position: Option+A on a Mac types "å".
    if (e.code === 'KeyA') return 'approve';
    return null;
  }
  if (command || e.altKey || closest(e.target, TYPING)) return null;
  switch (e.key) {
    case 'PageUp':
      return e.shiftKey ? null : 'previousPage';
    case 'PageDown':
      return e.shiftKey ? null : 'nextPage';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
      return 'zoomOut';
    case '?':
      return 'help';
    default:
      return null;
  }
}
