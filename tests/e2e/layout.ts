import type { Page } from '@playwright/test';

/**
 * Layout checks shared by the reflow and 长辈模式 specs (issue 25): what a visitor cannot read
 * because the page put it under something else.
 */

/**
 * The browser's own text scaling at 200% (`text-size-adjust`, what a phone's large-text setting and
 * the messaging app's font size apply on a phone): the words grow, the layout's lengths do not.
 * For every page the context opens from now on.
 */
export async function atTwiceTheText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = 'html { -webkit-text-size-adjust: 200% !important; }';
      document.head.append(style);
    });
  });
}

/**
 * Scrolled to the very end (again as long as the page grows: a section drawn when scrolled to),
 * the words of the page that still lie under a bar fixed at the bottom of the screen, as many as
 * the bar has grown past its page's room (the trial's 按被保人…测算 once sat under its bar in
 * 长辈模式 at 320 px; at 200% text the gift's consent bar covered its page's last 87 px).
 */
export const wordsUnderBottomBar = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const root = document.documentElement;
    for (let still = 0, tries = 0; still < 10 && tries < 600; tries += 1) {
      const height = root.scrollHeight;
      window.scrollTo(0, height);
      await frame();
      still = root.scrollHeight === height && scrollY + innerHeight >= height - 1 ? still + 1 : 0;
    }
    const docks = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return (
        getComputedStyle(element).position === 'fixed' &&
        box.height > 0 &&
        Math.abs(box.bottom - window.innerHeight) < 2 &&
        box.width > window.innerWidth / 2 &&
        // A bar, not a dialog's mask over the whole screen.
        box.top > window.innerHeight / 2
      );
    });
    if (docks.length === 0) return [];
    const top = Math.min(...docks.map((dock) => dock.getBoundingClientRect().top));
    return [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => !docks.some((dock) => dock.contains(element)))
      .filter((element) =>
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        ),
      )
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Under the bar, not below the screen (a closed sheet waiting there).
        return (
          box.height > 0 &&
          box.bottom > top + 1 &&
          box.top < window.innerHeight - 1 &&
          getComputedStyle(element).visibility !== 'hidden'
        );
      })
      .map(
        (element) =>
          `${element.textContent?.trim().slice(0, 20) ?? ''} (${Math.round(
            element.getBoundingClientRect().bottom - top,
          )}px)`,
      );
  });
