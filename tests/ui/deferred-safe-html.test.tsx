import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { DeferredSafeHtml } from '../../src/ui/SafeHtml/Deferred';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; observed: Element[]; options: { rootMargin?: string } }[] =
  [];

class FakeObserver {
  observed: Element[] = [];
  constructor(
    readonly callback: Callback,
    readonly options: { rootMargin?: string },
  ) {
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
}

/** The section comes within reach of the viewport. */
const near = () => act(() => observers.at(-1)!.callback([{ isIntersecting: true }]));

const HOSTILE =
  '<h3>限时福利</h3><p>投保即送问诊</p><img src="x" onerror="alert(1)"><script>x()</script>';

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
afterEach(() => {
  observers.length = 0;
  vi.doUnmock('../../src/ui/SafeHtml/index');
  vi.unstubAllGlobals();
});

test('far from the viewport the place says it is loading, and the content is not there yet', () => {
  const { container } = render(<DeferredSafeHtml html={HOSTILE} />);
  // Waiting, not yet busy: nothing is on its way.
  expect(screen.getByText('加载中…')).toHaveAttribute('aria-busy', 'false');
  expect(container.querySelector('h3')).toBeNull();
  // A screen's height ahead of the viewport.
  expect(observers.at(-1)!.options.rootMargin).toBe('100% 0px');
});

test('near the viewport the sanitiser loads and the content is shown, sanitised', async () => {
  const { container } = render(<DeferredSafeHtml html={HOSTILE} />);
  near();
  expect(screen.getByText('加载中…')).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByRole('heading', { name: '限时福利' })).toBeInTheDocument();
  expect(screen.getByText('投保即送问诊')).toBeInTheDocument();
  expect(screen.queryByText('加载中…')).toBeNull();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
});

test('a sanitiser that fails to load can be tried again', async () => {
  vi.doMock('../../src/ui/SafeHtml/index', () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  render(<DeferredSafeHtml html={HOSTILE} />);
  near();
  const retry = await screen.findByRole('button', { name: '加载失败，点击重试' });
  expect(screen.queryByRole('heading', { name: '限时福利' })).toBeNull();

  vi.doUnmock('../../src/ui/SafeHtml/index');
  await userEvent.click(retry);
  near();
  expect(await screen.findByRole('heading', { name: '限时福利' })).toBeInTheDocument();
});
