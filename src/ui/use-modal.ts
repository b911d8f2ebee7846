import { useEffect, useRef, type RefObject } from 'react';
import { useHistoryLayer } from './history-layer';

/** What Tab can reach inside a panel, in order. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Whether focusing `element` would raise the phone's keyboard (a text field): the focus is not
 * given back to such a field, which a picker sheet opened from it would otherwise do.
 */
function raisesKeyboard(element: HTMLElement): boolean {
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(
    element.type,
  );
}

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hidden && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * What every modal panel does while it is open (WCAG 2.4.3, 2.1.2): takes the focus, keeps Tab
 * and Shift+Tab inside it (from the last control to the first and back), closes on Esc, keeps the
 * page behind it from scrolling, and gives the focus back to what had it (the control that opened
 * it) when it closes. With a `layer` name it is also a history entry of its own
 * (ui/history-layer): the phone's Back closes it before it leaves the screen.
 */
export function useModal(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  layer: string | null = null,
) {
  useHistoryLayer(layer, open, onClose);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close.current();
        return;
      }
      const box = panel.current;
      if (event.key !== 'Tab' || !box) return;
      const inside = focusables(box);
      if (inside.length === 0) {
        event.preventDefault();
        box.focus();
        return;
      }
      const first = inside[0]!;
      const last = inside[inside.length - 1]!;
      const at = document.activeElement;
      const outside = !(at instanceof Node) || !box.contains(at);
      if (event.shiftKey && (outside || at === first || at === box)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || at === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      // Back to the control that opened it, where it still is (not when the screen went away), and
      // not to a text field: that would raise the phone's keyboard.
      if (opener?.isConnected && !raisesKeyboard(opener)) opener.focus({ preventScroll: true });
    };
  }, [open, panel]);
}
