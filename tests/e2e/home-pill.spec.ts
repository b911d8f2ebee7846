import type { Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * 首页, the pill that leads home from a screen a tab can open first (ui/HomeLink), covers no text:
 * on arrival the page starts below it (or it sits over a picture's corner), and once the page
 * scrolls it sits in a strip drawn in the page's colour, what scrolls up passing under the strip.
 * At 390 px, and at 320 px in 长辈模式 (its larger words). Screenshots of each, scrolled, under
 * test-results/home-pill/.
 */

const SCREENS = [
  { url: '/Active/Articles/308', name: 'article' },
  { url: '/ProductNew?id=105', name: 'product' },
  { url: '/Active/CustomizedV2/family2026?channel=wx-group', name: 'service' },
  { url: '/Login', name: 'login' },
  { url: '/Active/InformationFow', name: 'information-flow' },
];

/** The text in sight whose box the pill overlaps, and whether what is under the pill is the strip. */
const underPill = (page: Page) =>
  page.evaluate(() => {
    const strip = document.querySelector<HTMLElement>('[data-testid="home-strip"]')!;
    const pill = strip.querySelector('span')!.getBoundingClientRect();
    const stripBox = strip.getBoundingClientRect();
    const background = getComputedStyle(strip).backgroundColor;
    const drawn = background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent';
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || strip.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        const overlaps =
          box.width > 0 &&
          box.left < pill.right &&
          box.right > pill.left &&
          box.top < pill.bottom &&
          box.bottom > pill.top;
        // Under a drawn strip, a line is hidden by the strip, not written over by the pill.
        if (overlaps && !drawn) covered.push(text.slice(0, 20));
      }
    }
    const inStrip =
      pill.top >= stripBox.top - 0.5 &&
      pill.bottom <= stripBox.bottom + 0.5 &&
      pill.left >= stripBox.left - 0.5;
    return { covered, drawn, inStrip };
  });

for (const { width, elder } of [
  { width: 390, elder: false },
  { width: 320, elder: true },
]) {
  test(`${width} px${elder ? ', 长辈模式' : ''}: 首页 covers no text, on arrival or scrolled`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 700 });
    if (elder) await page.addInitScript(() => localStorage.setItem('elder_mode', 'on'));
    for (const { url, name } of SCREENS) {
      await page.goto(url);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByTestId('home-strip')).toBeVisible();
      if (elder) await expect(page.locator('html')).toHaveAttribute('data-elder', '');
      const arrival = await underPill(page);
      expect(arrival.covered, `${name} on arrival`).toEqual([]);
      for (const by of [120, 333, 600]) {
        const at = await page.evaluate((y) => (window.scrollTo(0, y), window.scrollY), by);
        // A page shorter than that does not scroll so far: what it shows is its arrival, checked.
        if (at === 0) break;
        await expect
          .poll(async () => (await underPill(page)).drawn, { message: `${name} at ${by}px` })
          .toBe(true);
        const scrolled = await underPill(page);
        expect(scrolled.covered, `${name} at ${by}px`).toEqual([]);
        expect(scrolled.inStrip, `${name}: the pill inside its strip`).toBe(true);
      }
      await page.screenshot({
        path: `test-results/home-pill/${test.info().project.name}-${width}${elder ? '-elder' : ''}-${name}.png`,
      });
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  });
}
