/** Spec section 9: the animation ticks every 30 ms. */
export const SCROLL_TICK_MS = 30;
const DEFAULT_DURATION_MS = 300;

function isWindow(target: HTMLElement | Window): target is Window {
  return (target as Window).window === target;
}

function position(target: HTMLElement | Window): number {
  return isWindow(target) ? target.scrollY : target.scrollTop;
}

function moveTo(target: HTMLElement | Window, top: number): void {
  if (isWindow(target)) target.scrollTo(0, top);
  else target.scrollTop = top;
}

/**
 * Eases `target` (the window by default) to the top, one step per tick, the last step landing on
 * exactly 0 whatever rounding came before. Resolves when the top is reached; a duration of 0 or
 * less jumps at once.
 */
export function scrollToTop(
  options: { target?: HTMLElement | Window; durationMs?: number } = {},
): Promise<void> {
  const target = options.target ?? window;
  const duration = options.durationMs ?? DEFAULT_DURATION_MS;
  const from = position(target);
  const steps =
    Number.isFinite(duration) && duration > 0 ? Math.ceil(duration / SCROLL_TICK_MS) : 0;

  if (from <= 0 || steps === 0) {
    moveTo(target, 0);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      const progress = step / steps;
      // Ease-out: fast at first, gentle as it lands.
      const remaining = (1 - progress) ** 2;
      moveTo(target, step >= steps ? 0 : Math.round(from * remaining));
      if (step >= steps) {
        clearInterval(timer);
        resolve();
      }
    }, SCROLL_TICK_MS);
  });
}
