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
 * The tick boxes drawn smaller than their words at 200% text (twice the 16px a box has at the
 * usual size): a box sized in rem or px stays small while the phone enlarges the words beside it
 * (issue 25). Each as its label's first words and its size.
 */
export const smallTickBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')]
      .map((box) => ({ box: box.getBoundingClientRect(), label: box.closest('label') ?? box }))
      .filter(({ box }) => box.width > 0 && (box.width < 31.5 || box.height < 31.5))
      .map(
        ({ box, label }) =>
          `the tick box of ${(label.textContent ?? '').trim().slice(0, 12)} is ${Math.round(box.width)}x${Math.round(box.height)}px`,
      ),
  );

/**
 * Tab bars that, wrapped at large text, leave a tab alone on a row of its own (home's 赠险 at 200%)
 * or break a tab's label over two lines (健康/险): each as the tab's label and what is wrong.
 */
export const lonelyTabs = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role=tablist]')].flatMap((list) => {
      const tabs = [...list.querySelectorAll<HTMLElement>('[role=tab]')].filter(
        (tab) => tab.getBoundingClientRect().width > 0,
      );
      const rows = new Map<number, HTMLElement[]>();
      for (const tab of tabs) {
        const top = Math.round(tab.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), tab]);
      }
      const alone =
        rows.size > 1
          ? [...rows.values()]
              .filter((row) => row.length === 1)
              .map((row) => `the tab ${row[0].textContent ?? ''} stands alone on its row`)
          : [];
      const broken = tabs
        .filter((tab) => {
          const range = document.createRange();
          range.selectNodeContents(tab);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return lines.size > 1;
        })
        .map((tab) => `the tab ${tab.textContent ?? ''} breaks over two lines`);
      return [...alone, ...broken];
    }),
  );

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

/**
 * Words a visitor cannot read whole though nothing is fixed over them (WCAG 1.4.4 at 200% text):
 * cut by a box that hides its overflow (a card of fixed height, a name cut with …), a field's value
 * wider than its field, lines drawn over each other (a line height set in rem for the smaller type), or covered by another part of the
 * page (home's badges under the banner once). The page is walked a screen at a time from the top;
 * what a sticky or fixed bar covers is left to the bar's own checks.
 */
export const wordsCut = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const found = new Set<string>();
    const name = (element: Element) => (element.textContent ?? '').trim().slice(0, 16);
    const hides = (style: CSSStyleDeclaration) =>
      [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip');
    const pinned = (element: Element | null) => {
      for (let up = element; up; up = up.parentElement) {
        const { position } = getComputedStyle(up);
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const words = [...document.querySelectorAll<HTMLElement>('main *')].filter(
      (element) =>
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        ) &&
        !element.closest('[aria-hidden="true"], .visually-hidden, [hidden]') &&
        // A closed <details>' answer, until it is opened.
        !element.closest('details:not([open]) > :not(summary)') &&
        !pinned(element) &&
        getComputedStyle(element).visibility !== 'hidden' &&
        element.getClientRects().length > 0,
    );
    for (const element of words) {
      const style = getComputedStyle(element);
      // Cut by its own box.
      if (
        hides(style) &&
        (element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1)
      ) {
        found.add(`${name(element)}: cut by its own box`);
        continue;
      }
      // Cut by a box around it that hides its overflow.
      const box = element.getBoundingClientRect();
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (!hides(getComputedStyle(up))) continue;
        const outer = up.getBoundingClientRect();
        // A strip that scrolls sideways (tabs, a carousel) moves its words into sight.
        if (up.scrollWidth > up.clientWidth + 1 && getComputedStyle(up).overflowX === 'auto') break;
        if (box.bottom > outer.bottom + 1 || box.right > outer.right + 1) {
          found.add(`${name(element)}: cut by ${up.tagName.toLowerCase()}.${up.className}`);
        }
        break;
      }
      // Lines over each other.
      const size = parseFloat(style.fontSize);
      const line = parseFloat(style.lineHeight);
      if (Number.isFinite(line) && line < size * 1.05 && box.height > line * 1.5) {
        found.add(`${name(element)}: lines ${line}px apart for ${size}px words`);
      }
    }
    // A field's value wider than the field: the visitor sees part of what they typed (12 digits
    // of an 18-digit ID number at 200% text, once).
    for (const input of document.querySelectorAll<HTMLInputElement>('main input')) {
      if (!input.value || ['checkbox', 'radio', 'hidden'].includes(input.type)) continue;
      if (input.getClientRects().length === 0) continue;
      if (input.scrollWidth > input.clientWidth + 1) {
        found.add(`${input.value.slice(0, 4)}…: typed value cut by its field`);
      }
    }
    // Covered by another part of the page: walked a screen at a time.
    const end = document.documentElement.scrollHeight;
    for (let top = 0; top < end; top += Math.round(innerHeight * 0.8)) {
      window.scrollTo(0, top);
      await frame();
      for (const element of words) {
        const box = element.getBoundingClientRect();
        const x = box.left + Math.min(box.width, 12) / 2;
        const y = box.top + box.height / 2;
        if (box.width === 0 || y < 0 || y > innerHeight || x < 0 || x > innerWidth) continue;
        const over = document.elementFromPoint(x, y);
        if (!over || element.contains(over) || over.contains(element) || pinned(over)) continue;
        // A see-through control over its own label (a choice's native radio, tapped through it).
        if (getComputedStyle(over).opacity === '0') continue;
        // Under a dialog's mask or a sheet: not the page's own layout.
        if (over.closest('[role="dialog"], .adm-mask, .adm-popup')) continue;
        found.add(`${name(element)}: covered by ${over.tagName.toLowerCase()}.${over.className}`);
      }
    }
    window.scrollTo(0, 0);
    return [...found];
  });
