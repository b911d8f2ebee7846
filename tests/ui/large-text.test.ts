import { afterEach, expect, test, vi } from 'vitest';
import { watchLargeText } from '../../src/ui/large-text';
import { stubResizeObserver } from '../support/resize';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The probe's words drawn this wide (five characters set at 20 px: 100 px as the page sets them). */
function drawnAt(width: () => number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return { width: this.textContent === '字字字字字' ? width() : 0 } as DOMRect;
  });
}

test('words drawn at twice their size mark the root as large text with the scale, and the mark goes when they shrink back', () => {
  const resized = stubResizeObserver();
  let width = 200;
  drawnAt(() => width);
  const root = document.documentElement;
  const stop = watchLargeText();
  expect(root.hasAttribute('data-large-text')).toBe(true);
  expect(root.style.getPropertyValue('--text-scale')).toBe('2');
  // The messaging app's font set back to the standard, on the page.
  width = 100;
  resized();
  expect(root.hasAttribute('data-large-text')).toBe(false);
  expect(root.style.getPropertyValue('--text-scale')).toBe('');
  // A little larger (112%) is not large text: the layout stays.
  width = 112;
  resized();
  expect(root.hasAttribute('data-large-text')).toBe(false);
  width = 125;
  resized();
  expect(root.getAttribute('data-large-text')).toBe('');
  expect(root.style.getPropertyValue('--text-scale')).toBe('1.25');
  stop();
  root.removeAttribute('data-large-text');
  root.style.removeProperty('--text-scale');
  // The probe is gone with the watch, and it was never read out (hidden from assistive technology).
  expect(document.body.textContent).not.toContain('字字字字字');
});

test('the probe is hidden from screen readers and from taps', () => {
  drawnAt(() => 100);
  const stop = watchLargeText();
  const probe = [...document.body.querySelectorAll('span')].find(
    (span) => span.textContent === '字字字字字',
  );
  expect(probe?.getAttribute('aria-hidden')).toBe('true');
  expect(probe?.style.visibility).toBe('hidden');
  expect(probe?.style.pointerEvents).toBe('none');
  expect(document.documentElement.hasAttribute('data-large-text')).toBe(false);
  stop();
});
