/** What the app bar's button announces as its shortcuts (`aria-keyshortcuts`). */
export const SEARCH_SHORTCUTS = '/ Control+K Meta+K';

/** Whether the event's target is a place where typing `/` means the character itself. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/**
 * The global search's shortcuts: `/` (outside inputs, text areas and editable content) and
 * Ctrl+K / Cmd+K (anywhere).
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k')
    return true;
  return (
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isTypingTarget(event.target)
  );
}
