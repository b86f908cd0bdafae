import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SHORTCUTS, type ShortcutAction } from './analysis-shortcuts.ts';
import { ShortcutsHelp, useAnalysisShortcuts } from './shortcuts-help.tsx';

function Harness({ handlers }: { handlers: Record<ShortcutAction, () => void> }) {
  useAnalysisShortcuts(handlers);
  return (
    <label>
      Observações <textarea />
    </label>
  );
}

const handlersMock = () =>
  Object.fromEntries(SHORTCUTS.map((s) => [s.action, vi.fn<() => void>()])) as Record<
    ShortcutAction,
    ReturnType<typeof vi.fn<() => void>>
  >;

describe('useAnalysisShortcuts', () => {
  it('runs the pressed shortcut’s handler and keeps the browser from its own action', () => {
    const handlers = handlersMock();
    render(<Harness handlers={handlers} />);
    const save = new KeyboardEvent('keydown', {
      key: 's',
      code: 'KeyS',
      ctrlKey: true,
      cancelable: true,
    });
    window.dispatchEvent(save);
    expect(handlers.save).toHaveBeenCalledOnce();
    expect(save.defaultPrevented).toBe(true);
    fireEvent.keyDown(document.body, { key: 'PageDown', code: 'PageDown', altKey: true });
    expect(handlers.nextDocument).toHaveBeenCalledOnce();
  });

  it('leaves the typing alone', () => {
    const handlers = handlersMock();
    render(<Harness handlers={handlers} />);
    fireEvent.keyDown(screen.getByLabelText('Observações'), { key: '-', code: 'Minus' });
    expect(handlers.zoomOut).not.toHaveBeenCalled();
  });
});

describe('ShortcutsHelp', () => {
  it('lists every shortcut', () => {
    render(<ShortcutsHelp open onOpen={() => undefined} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Atalhos de teclado' });
    for (const s of SHORTCUTS) expect(within(dialog).getByText(s.description)).toBeTruthy();
    expect(within(dialog).getByText('Alt + Page Down')).toBeTruthy();
  });
});
