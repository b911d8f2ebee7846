import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { useDockRoom } from '../../src/ui/use-dock-room';
import { stubResizeObserver } from '../support/resize';

function Bar() {
  const bar = useRef<HTMLElement>(null);
  useDockRoom(bar);
  return <footer ref={bar}>立即投保</footer>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test("the page is told the bar's height, again when it grows, and nothing once it is gone", () => {
  const resized = stubResizeObserver();
  let height = 56;
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => height);
  const root = document.documentElement;
  const view = render(<Bar />);
  expect(root.style.getPropertyValue('--dock-room')).toBe('56px');
  // Its actions take a second row (200% text): the page hears of it.
  height = 118;
  resized();
  expect(root.style.getPropertyValue('--dock-room')).toBe('118px');
  view.unmount();
  expect(root.style.getPropertyValue('--dock-room')).toBe('');
});
