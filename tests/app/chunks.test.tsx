import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import { resetFieldReports, watchField } from '../../src/app/field/early';
import {
  ChunkLoadError,
  lazyScreen,
  loadChunk,
  shouldReloadForChunk,
  toChunkError,
} from '../../src/app/lazy-screen';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('chunk failures get the spec messages', () => {
  test('a script that fails to load: error', async () => {
    const failing = () =>
      Promise.reject(
        new TypeError(
          'Failed to fetch dynamically imported module: https://h5.example.cn/assets/Home-x1.js',
        ),
      );
    await expect(loadChunk('Home', failing)).rejects.toThrow(
      'Loading chunk Home failed.\n(error: https://h5.example.cn/assets/Home-x1.js)',
    );
  });

  test('a stylesheet that fails to load', () => {
    const error = toChunkError('Home', new Error('Unable to preload CSS for /assets/Home-x1.css'));
    expect(error.message).toBe('Loading CSS chunk Home failed.\n(/assets/Home-x1.css)');
  });

  test('a module without its screen: missing', async () => {
    await expect(loadChunk('Home', () => Promise.resolve({} as never))).rejects.toThrow(
      'Loading chunk Home failed.\n(missing: Home)',
    );
  });

  test('no answer within the timeout (120 s by default): timeout', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('Home', () => new Promise(() => {}));
    const assertion = expect(pending).rejects.toThrow(
      'Loading chunk Home failed.\n(timeout: Home)',
    );
    vi.advanceTimersByTime(119_999);
    vi.advanceTimersByTime(1);
    await assertion;
    vi.useRealTimers();
  });
});

test('a failed chunk reloads once; a second failure shows the error screen with retry', async () => {
  const reload = vi.fn();
  const Broken = lazyScreen('Broken', () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/B.js')),
  );
  const view = () => (
    <MemoryRouter>
      <ErrorBoundary reload={reload}>
        <Suspense fallback="loading">
          <Broken />
        </Suspense>
      </ErrorBoundary>
    </MemoryRouter>
  );
  const first = render(view());
  expect(await screen.findByText('页面出错了')).toBeInTheDocument();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(console.error).toHaveBeenCalledWith('Loading chunk Broken failed.\n(error: /assets/B.js)');
  first.unmount();

  render(view());
  expect(
    await screen.findByText('页面资源加载失败，可能是网络不稳定或站点刚刚更新。'),
  ).toBeInTheDocument();
  expect(reload).toHaveBeenCalledTimes(1);
  screen.getByRole('button', { name: '重新加载' }).click();
  expect(reload).toHaveBeenCalledTimes(2);
});

test('a chunk the browser cancelled as it takes the page away reloads nothing, and spends no reload', async () => {
  const reload = vi.fn();
  watchField(window);
  window.dispatchEvent(new Event('beforeunload'));
  const Cancelled = lazyScreen('Cancelled', () =>
    Promise.reject(new TypeError('Importing a module script failed.')),
  );
  render(
    <MemoryRouter>
      <ErrorBoundary reload={reload}>
        <Suspense fallback="loading">
          <Cancelled />
        </Suspense>
      </ErrorBoundary>
    </MemoryRouter>,
  );
  expect(await screen.findByText('页面出错了')).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
  resetFieldReports();
  // The tab's one reload is still there for a real failure.
  expect(shouldReloadForChunk()).toBe(true);
});

test('the reload guard allows one reload per session until a chunk loads again', async () => {
  expect(shouldReloadForChunk()).toBe(true);
  expect(shouldReloadForChunk()).toBe(false);
  await loadChunk('Ok', () => Promise.resolve({ default: () => null }));
  expect(shouldReloadForChunk()).toBe(true);
});

test('a render error shows the error screen and retry renders again', async () => {
  let fail = true;
  function Flaky() {
    if (fail) throw new Error('boom');
    return <p>恢复了</p>;
  }
  render(
    <MemoryRouter>
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>
    </MemoryRouter>,
  );
  expect(await screen.findByText('页面出错了')).toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('boom');
  fail = false;
  screen.getByRole('button', { name: '重新加载' }).click();
  expect(await screen.findByText('恢复了')).toBeInTheDocument();
  expect(ChunkLoadError).toBeDefined();
});
