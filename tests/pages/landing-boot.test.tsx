import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { FLOW_LANDINGS, POSTER_LANDINGS } from '../../src/mocks/fixtures/landings';
import { resetDb, setFault } from '../../src/mocks/node';
import { paintTopPicture } from '../support/boot';
import { renderApp } from '../support/render';

/**
 * index.html's opening picture of a feed ad's landing, painted from its early answer over the top
 * of the boot markup (ui/boot.ts), taken over by the landing: first by its loading state, then as
 * its hero. Its own file: the boot elements are held once per page, as in the browser.
 */
const HERO = FLOW_LANDINGS[0]!.hero.picture!;
/** The first block of the page: after the way home, which floats over it (ui/HomeLink). */
const firstBlock = (main: Element | null | undefined) =>
  [...(main?.children ?? [])].find((child) => child.textContent !== '首页');

beforeEach(() => resetDb());

test('a feed ad’s landing shows the picture index.html painted, while it loads and then as its hero', async () => {
  const painted = paintTopPicture(HERO);
  setFault('GET', '/rest/api/active/flow/*', { delayMs: 150, times: 1 });
  const { navigate } = renderApp({ route: '/Active/InformationFow' });
  // Its loading state holds the picture at the top, where index.html painted it.
  const loading = await screen.findByTestId('card-skeletons');
  expect(firstBlock(loading.parentElement)?.contains(painted)).toBe(true);
  expect(document.getElementById('boot')).toBeNull();
  // The landing takes that very element as its hero: no second copy of it.
  await screen.findByRole('heading', { level: 1, name: FLOW_LANDINGS[0]!.hero.title });
  const main = screen.getByRole('main');
  await waitFor(() => expect(main.contains(painted)).toBe(true));
  expect(firstBlock(main)?.contains(painted)).toBe(true);
  expect(document.querySelectorAll(`img[src="${HERO.url}"]`)).toHaveLength(1);

  // A poster's landing, later: its loading state does not borrow the feed ad's picture, and its
  // first picture is its own.
  setFault('GET', '/rest/api/active/poster/*', { delayMs: 150, times: 1 });
  act(() => navigate('/Active/Poster/medical-2026'));
  const next = await screen.findByTestId('card-skeletons');
  expect(document.body.contains(painted)).toBe(false);
  expect(next.parentElement?.querySelector('img')).toBeNull();
  const first = POSTER_LANDINGS[0]!.images[0]!;
  await waitFor(() => expect(document.querySelector(`img[src="${first.url}"]`)).not.toBeNull());
  expect(document.querySelector(`img[src="${first.url}"]`)).not.toBe(painted);
});
