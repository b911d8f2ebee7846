import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { HomeLink } from '../../src/ui/HomeLink';

/**
 * 首页's strip (ui/HomeLink): see-through at the top of the page, drawn once the page scrolls so
 * nothing scrolls under the pill in sight; while it is on a screen, the root says so (what sticks
 * to the top, and scroll-padding, stop below it).
 */
const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

test('the strip is drawn once the page scrolls, and see-through at its top', () => {
  render(
    <MemoryRouter>
      <HomeLink />
    </MemoryRouter>,
  );
  const strip = screen.getByTestId('home-strip');
  expect(strip).toContainElement(screen.getByRole('link', { name: '首页' }));
  expect(strip.className).not.toMatch(/drawn/);
  scrollTo(300);
  expect(strip.className).toMatch(/drawn/);
  scrollTo(0);
  expect(strip.className).not.toMatch(/drawn/);
});

test('while a screen has it, the root leaves the top strip free; gone with it', () => {
  const view = render(
    <MemoryRouter>
      <HomeLink room={false} onClick={() => {}} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('button', { name: '首页' })).toBeInTheDocument();
  // Floating over a picture: the strip's height is not left free below it.
  expect(document.documentElement).toHaveAttribute('data-home-bar', 'over');
  view.unmount();
  expect(document.documentElement).not.toHaveAttribute('data-home-bar');
  render(
    <MemoryRouter>
      <HomeLink />
    </MemoryRouter>,
  );
  expect(document.documentElement).toHaveAttribute('data-home-bar', 'room');
});
