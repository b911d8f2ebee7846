import { useEffect, type RefObject } from 'react';
import { useHistoryLayer } from './history-layer';

/**
 * What every modal panel does while it is open: takes the focus, closes on Esc, and keeps the page
 * behind it from scrolling. With a `layer` name it is also a history entry of its own
 * (ui/history-layer): the phone's Back closes it before it leaves the screen. `onClose` should be
 * stable (useCallback), or the panel re-focuses.
 */
export function useModal(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  layer: string | null = null,
) {
  useHistoryLayer(layer, open, onClose);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, panel, onClose]);
}
