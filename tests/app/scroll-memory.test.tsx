import { render, act } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { useScrollMemory } from '../../src/app/scroll-memory';

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

test('a new page starts at the top; back returns to the position left', async () => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: 5000,
    configurable: true,
  });
  const scrollTo = vi.mocked(window.scrollTo);
  render(
    <MemoryRouter initialEntries={['/Home']}>
      <Probe expose={(navigate) => (nav.go = navigate)} />
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
