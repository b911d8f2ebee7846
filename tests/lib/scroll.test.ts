import { SCROLL_TICK_MS, scrollToTop } from '../../src/lib/scroll';

function scrollable(top: number): HTMLElement {
  const element = document.createElement('div');
  // jsdom has no layout, so scrollTop would stay 0; a plain writable property stands in.
  Object.defineProperty(element, 'scrollTop', { value: top, writable: true });
  return element;
}

describe('scrollToTop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks every 30 ms, moves down monotonically and ends exactly at 0', async () => {
    const element = scrollable(1000);
    let done = false;
    const finished = scrollToTop({ target: element, durationMs: 300 }).then(() => {
      done = true;
    });

    vi.advanceTimersByTime(SCROLL_TICK_MS - 1);
    expect(element.scrollTop).toBe(1000);

    const seen: number[] = [];
    for (let tick = 1; tick <= 10; tick += 1) {
      vi.advanceTimersByTime(tick === 1 ? 1 : SCROLL_TICK_MS);
      seen.push(element.scrollTop);
    }
    expect(SCROLL_TICK_MS).toBe(30);
    expect(seen[0]).toBeLessThan(1000);
    expect(seen[0]).toBeGreaterThan(0);
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]).toBeLessThanOrEqual(seen[i - 1]);
    expect(seen[8]).toBeGreaterThan(0);
    expect(seen[9]).toBe(0);

    await finished;
    expect(done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves only after the last tick', async () => {
    const element = scrollable(500);
    const onDone = vi.fn();
    void scrollToTop({ target: element, durationMs: 90 }).then(onDone);
    await vi.advanceTimersByTimeAsync(60);
    expect(onDone).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(element.scrollTop).toBe(0);
  });

  it('rounds a duration up to whole ticks', async () => {
    const element = scrollable(100);
    const finished = scrollToTop({ target: element, durationMs: 31 });
    vi.advanceTimersByTime(30);
    expect(element.scrollTop).toBeGreaterThan(0);
    vi.advanceTimersByTime(30);
    expect(element.scrollTop).toBe(0);
    await finished;
  });

  it('scrolls the window by default, finishing with scrollTo(0, 0)', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    try {
      const finished = scrollToTop();
      await vi.advanceTimersByTimeAsync(300);
      await finished;
      expect(scrollTo).toHaveBeenCalledTimes(10);
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
      expect(scrollTo.mock.calls[0][1]).toBeLessThan(800);
    } finally {
      if (descriptor) Object.defineProperty(window, 'scrollY', descriptor);
      else Reflect.deleteProperty(window, 'scrollY');
    }
  });

  it('resolves at once when already at the top, or past it (iOS bounce)', async () => {
    for (const top of [0, -40]) {
      const element = scrollable(top);
      await scrollToTop({ target: element });
      expect(element.scrollTop).toBe(0);
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('jumps at once for a zero, negative or NaN duration', async () => {
    for (const durationMs of [0, -100, Number.NaN]) {
      const element = scrollable(400);
      await scrollToTop({ target: element, durationMs });
      expect(element.scrollTop).toBe(0);
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});
