import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { resetDb } from '../../src/mocks/node';
import { renderApp } from '../support/render';

/** A painted picture that is no longer the first campaign's is not taken over (own file: ui/boot.ts holds it once). */
beforeEach(() => resetDb());

test('a banner picture painted for another campaign is dropped, and the carousel draws its own', async () => {
  document.body.innerHTML = `
    <div id="boot"><div class="boot-banner">
      <img class="boot-banner-img" src="/sandbox/art/banners/old.svg" alt="已结束的活动" width="351" height="120">
    </div></div>`;
  const stale = document.querySelector('.boot-banner-img')!;
  renderApp({ route: '/Home' });
  const region = await screen.findByRole('region', { name: '精选活动' });
  await waitFor(() => expect(within(region).getAllByRole('link').length).toBeGreaterThan(1));
  expect(region.contains(stale)).toBe(false);
  expect(within(region).getAllByRole('img')[0]).toHaveAttribute(
    'src',
    '/sandbox/art/banners/senior.svg',
  );
});
