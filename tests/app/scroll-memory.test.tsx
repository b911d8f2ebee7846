import { render, act } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { useScrollMemory } from '../../src/app/scroll-memory';

let navigate: ReturnType<typeof useNavigate>;
function Probe() {
  const location = useLocation();
  navigate = useNavigate();
  useScrollMemory(location, useNavigationType());
  return null;
}

test('a new page starts at the top; back returns to the position left', async () => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
  const scrollTo = vi.mocked(window.scrollTo);
  render(
    <MemoryRouter initialEntries={['/Home']}>
      <Probe />
    </MemoryRouter>,
  );
  Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
  window.dispatchEvent(new Event('scroll'));

  await act(async () => navigate('/Product?id=1'));
  vi.advanceTimersToNextFrame();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

  await act(async () => navigate(-1));
  vi.advanceTimersToNextFrame();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  vi.useRealTimers();
});
