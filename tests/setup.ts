import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../src/mocks/node';

// antd-mobile 5 draws Toast and Dialog through this adapter under React 19 (design.md).
unstableSetRender((node, container) => {
  const target = container as HTMLElement & { _reactRoot?: Root };
  target._reactRoot ??= createRoot(container);
  target._reactRoot.render(node);
  return async () => {
    await Promise.resolve();
    target._reactRoot?.unmount();
    delete target._reactRoot;
  };
});

// jsdom lacks these; antd-mobile InfiniteScroll, Image lazy and pickers need them.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
Element.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
