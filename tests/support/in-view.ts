import { vi } from 'vitest';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

/**
 * An IntersectionObserver that sees every element in view as soon as it is observed, as if the
 * visitor had scrolled to it: parts that load as they come near (ui/use-near-load) load as the
 * screen draws. For the rest of the test file (tests/setup.ts stubs one that never sees anything).
 */
class SeesEverything {
  constructor(private readonly callback: Callback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target }]));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

export function everythingInView(): void {
  vi.stubGlobal('IntersectionObserver', SeesEverything);
}
