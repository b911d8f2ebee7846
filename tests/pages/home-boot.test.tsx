import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { resetDb } from '../../src/mocks/node';
import { renderApp } from '../support/render';

/**
 * index.html's first paint taken over by the catalogue (ui/boot.ts): the hero, and the first
 * banner picture that its early answer painted into the banner's place. Its own file: the boot
 * elements are held once per page, as in the browser.
 */
const FIRST_BANNER = '/sandbox/art/banners/senior.svg';

function bootMarkup(bannerSrc: string) {
  document.body.innerHTML = `
    <div id="boot">
      <div class="boot-home">
        <div class="boot-hero"><h1>精选保险</h1></div>
        <div class="boot-banner">
          <img class="boot-banner-img" src="${bannerSrc}" alt="给爸妈的意外保障" width="351" height="120">
        </div>
      </div>
    </div>`;
  return {
    hero: document.querySelector('.boot-hero')!,
    banner: document.querySelector('.boot-banner-img')!,
  };
}

beforeEach(() => resetDb());

test('the catalogue shows the hero and the first banner picture index.html painted, not copies of them', async () => {
  const painted = bootMarkup(FIRST_BANNER);
  renderApp({ route: '/Home' });
  const region = await screen.findByRole('region', { name: '精选活动' });
  // While the campaigns load, the painted picture keeps the banner's place.
  expect(region.contains(painted.banner)).toBe(true);
  // The carousel takes that very element as its first slide, inside the slide's link.
  await waitFor(() => expect(within(region).getAllByRole('link').length).toBeGreaterThan(1));
  const first = within(region).getAllByRole('link')[0]!;
  expect(first.contains(painted.banner)).toBe(true);
  expect(first.querySelectorAll('img')).toHaveLength(1);
  // The other slides draw their own pictures.
  expect(within(region).getAllByRole('img').length).toBeGreaterThan(1);
  expect(document.querySelector('main')?.contains(painted.hero)).toBe(true);
  expect(document.getElementById('boot')).toBeNull();
});
