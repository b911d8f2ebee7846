import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { SHORT_VIDEOS } from '../../src/mocks/fixtures/landings';
import { resetDb, setFault } from '../../src/mocks/node';
import { renderApp } from '../support/render';

/**
 * index.html's title and first frame of the short video's landing, painted from its early answer
 * over the top of the boot markup (ui/boot.ts): its loading state shows that very block, then the
 * landing draws its header and the video (with that frame as its poster) in the same place. Its own
 * file: the boot elements are held once per page, as in the browser.
 */
const VIDEO = SHORT_VIDEOS[0]!;

beforeEach(() => resetDb());

test('the short video’s landing shows the block index.html painted while it loads, then its own', async () => {
  document.body.innerHTML = `
    <div id="boot">
      <div class="boot-video">
        <div class="boot-video-head"><h1>${VIDEO.title}</h1><p>${VIDEO.subtitle}</p></div>
        <img class="boot-video-pic" src="${VIDEO.video!.poster}" alt="">
      </div>
      <div class="boot-page"></div>
    </div>`;
  const painted = document.querySelector('.boot-video')!;
  setFault('GET', '/rest/api/active/shortvideo/*', { delayMs: 150, times: 1 });
  renderApp({ route: '/Active/shortvideo' });
  // Its loading state holds the painted block, above the grey cards; the boot markup is gone.
  const loading = await screen.findByTestId('card-skeletons');
  expect(loading.parentElement?.contains(painted)).toBe(true);
  expect(document.getElementById('boot')).toBeNull();
  // The landing: its header and the video with that frame as its poster; the block is gone.
  await screen.findByRole('heading', { level: 1, name: VIDEO.title });
  const video = await screen.findByLabelText(/视频/);
  expect(video).toHaveAttribute('poster', VIDEO.video!.poster);
  await waitFor(() => expect(document.body.contains(painted)).toBe(false));
  expect(screen.getAllByRole('heading', { level: 1, name: VIDEO.title })).toHaveLength(1);
});
