let pending: string | null = null;

/**
 * Card `id` takes the focus (on its handle) when it next appears: after a keyboard or menu move
 * it is a new element in another column (or back in its own column after a refusal).
 */
export function focusCardWhenShown(id: string): void {
  pending = id;
}

/** Whether card `id` is the one to focus now (once: the request is then spent). */
export function takesFocus(id: string): boolean {
  if (pending !== id) return false;
  pending = null;
  return true;
}
