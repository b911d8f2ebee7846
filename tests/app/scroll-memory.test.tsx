import { render, act } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { noteLeaving, useScrollMemory } from '../../src/app/scroll-memory';

type Navigate = ReturnType<typeof useNavigate>;
const nav: { go?: Navigate } = {};
function Probe({ expose }: { expose: (navigate: Navigate) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useScrollMemory(location, useNavigationType());
  useEffect(() => {
    expose(navigate);
  }, [expose, navigate]);
  return null;
}

function setPage({ height, y }: { height?: number; y?: number }) {
  if (height !== undefined) {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: height,
      configurable: true,
    });
  }
  if (y !== undefined) Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

/** As the app's history does (app/html-history.ts): the position is taken, then the change made. */
async function go(to: string | number) {
  noteLeaving();
  await act(async () => (typeof to === 'number' ? nav.go!(to) : nav.go!(to)));
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe expose={(navigate) => (nav.go = navigate)} />
    </MemoryRouter>,
  );
  vi.advanceTimersToNextFrame();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  setPage({ height: 5000, y: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

test('a new page starts at the top; back returns to the position left', async () => {
  const scrollTo = vi.mocked(window.scrollTo);
  renderAt('/Home');
  setPage({ y: 1200 });
  window.dispatchEvent(new Event('scroll'));

  await go('/Product?id=1');
  vi.advanceTimersToNextFrame();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

  await go(-1);
  vi.advanceTimersToNextFrame();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
});

test('the position is the one the page was left at, not the clamped one after the next screen', async () => {
  const scrollTo = vi.mocked(window.scrollTo);
  renderAt('/ProductNew?id=105');
  setPage({ y: 1500 });
  window.dispatchEvent(new Event('scroll'));

  await go('/ProductNew/provisions?id=105&doc=terms');
  // The document is shorter: the browser clamps the position before the new screen's effects run.
  setPage({ height: 900, y: 0 });
  window.dispatchEvent(new Event('scroll'));
  vi.advanceTimersToNextFrame();

  setPage({ height: 5000 });
  await go(-1);
  vi.advanceTimersToNextFrame();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1500);
});

test('back waits for the page to be tall enough to hold the position, then goes there', async () => {
  const scrollTo = vi.mocked(window.scrollTo);
  renderAt('/Home');
  setPage({ y: 2400 });
  window.dispatchEvent(new Event('scroll'));
  await go('/ProductNew?id=101');
  vi.advanceTimersToNextFrame();

  // Back: the catalogue is a skeleton for a while (one second of frames), then has its cards.
  setPage({ height: 1000 });
  scrollTo.mockClear();
  await go(-1);
  for (let frame = 0; frame < 60; frame += 1) vi.advanceTimersToNextFrame();
  expect(scrollTo).not.toHaveBeenCalled();
  setPage({ height: 5000 });
  vi.advanceTimersToNextFrame();
  expect(scrollTo).toHaveBeenCalledWith(0, 2400);
});

test('the visitor scrolling meanwhile ends the wait: the page is not moved under their finger', async () => {
  const scrollTo = vi.mocked(window.scrollTo);
  renderAt('/Home');
  setPage({ y: 2400 });
  window.dispatchEvent(new Event('scroll'));
  await go('/ProductNew?id=101');
  vi.advanceTimersToNextFrame();

  setPage({ height: 1000 });
  scrollTo.mockClear();
  await go(-1);
  vi.advanceTimersToNextFrame();
  window.dispatchEvent(new Event('touchstart'));
  setPage({ height: 5000 });
  for (let frame = 0; frame < 5; frame += 1) vi.advanceTimersToNextFrame();
  expect(scrollTo).not.toHaveBeenCalled();
});
