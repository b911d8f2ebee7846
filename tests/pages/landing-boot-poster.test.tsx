import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { POSTER_LANDINGS } from '../../src/mocks/fixtures/landings';
import { resetDb } from '../../src/mocks/node';
import { paintTopPicture } from '../support/boot';
import { renderApp } from '../support/render';

/** A poster's landing opens on the very picture index.html painted (own file: held once per page). */
const FIRST = POSTER_LANDINGS[0]!.images[0]!;

beforeEach(() => resetDb());

test('a poster’s landing shows the picture index.html painted as its first picture', async () => {
  const painted = paintTopPicture(FIRST, { skeleton: false });
  renderApp({ route: '/Active/Poster/medical-2026' });
  const main = await screen.findByRole('main');
  await waitFor(() => expect(main.contains(painted)).toBe(true));
  expect(document.querySelectorAll(`img[src="${FIRST.url}"]`)).toHaveLength(1);
  // The pictures after it are the landing's own, in order below it.
  const pictures = [...main.querySelectorAll('img')].map((img) => img.getAttribute('src'));
  expect(pictures.slice(0, POSTER_LANDINGS[0]!.images.length)).toEqual(
    POSTER_LANDINGS[0]!.images.map((picture) => picture.url),
  );
});
