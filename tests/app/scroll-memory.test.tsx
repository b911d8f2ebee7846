import { render, act } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { useScrollMemory } from '../../src/app/scroll-memory';

const nav: { go?: ReturnType<typeof useNavigate> } = {};
function Probe({ expose }: { expose: typeof nav }) {
  const location = useLocation();
  const navigate = useNavigate();
  useScrollMemory(location, useNavigationType());
  useEffect(() => {
    expose.go = navigate;
  }, [expose, navigate]);
  return null;
}

test('a new page starts at the top; back returns to the position left', async () => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
  const scrollTo = vi.mocked(window.scrollTo);
  render(
    <MemoryRouter initialEntries={['/Home']}>
      <Probe expose={nav} />
    </MemoryRouter>,
  );
  Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
  window.dispatchEvent(new Event('scroll'));

  await act(async () => nav.go!('/Product?id=1'));
  vi.advanceTimersToNextFrame();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

  await act(async () => nav.go!(-1));
  vi.advanceTimersToNextFrame();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  vi.useRealTimers();
});
