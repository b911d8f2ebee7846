import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { ARTICLES } from '../../src/mocks/fixtures/articles';
import { resetDb } from '../../src/mocks/node';
import { paintTopPicture } from '../support/boot';
import { renderApp } from '../support/render';

/**
 * An article opens on its cover, the very picture index.html painted from its early answer (own
 * file: ui/boot.ts holds a painted picture once per page).
 */
const article = (id: number) => ARTICLES.find((item) => item.id === id)!;

beforeEach(() => resetDb());

test('an article shows the cover index.html painted above its title, the 首页 pill over its corner', async () => {
  const { cover, title } = article(302);
  const painted = paintTopPicture(cover, { alt: title });
  renderApp({ route: '/Active/Articles/302/article' });
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  const main = screen.getByRole('main');
  await waitFor(() => expect(main.contains(painted)).toBe(true));
  expect(document.querySelectorAll(`img[src="${cover.url}"]`)).toHaveLength(1);
  expect(document.getElementById('boot')).toBeNull();
  // The cover first, then the title.
  expect(painted.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(document.documentElement.dataset.homeBar).toBe('over');
});

test('another article draws its own cover, at its own size, not the picture painted for the first', async () => {
  const { cover, title } = article(301);
  renderApp({ route: '/Active/Articles/301' });
  await screen.findByRole('heading', { level: 1, name: title });
  const own = screen.getByRole('main').querySelector<HTMLImageElement>(`img[src="${cover.url}"]`);
  expect(own).not.toBeNull();
  expect([own!.width, own!.height]).toEqual([cover.width, cover.height]);
  expect(own!.alt).toBe(title);
  expect(document.querySelectorAll('.boot-top-pic')).toHaveLength(0);
});

test('a withdrawn article has no cover, and its page starts below the 首页 pill', async () => {
  const withdrawn = ARTICLES.find((item) => item.status === 'withdrawn')!;
  renderApp({ route: `/Active/Articles/${withdrawn.id}` });
  await screen.findByText('文章已下架');
  expect(screen.getByRole('main').querySelector(`img[src="${withdrawn.cover.url}"]`)).toBeNull();
  expect(document.documentElement.dataset.homeBar).toBe('room');
});
