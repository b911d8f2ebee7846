import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { resetDb, setFault } from '../../src/mocks/node';
import { renderApp } from '../support/render';

/**
 * index.html's picture of a product, painted from its early answer into the boot header's place
 * (ui/boot.ts), taken over by the detail: first by its loading header, then by its header. Its own
 * file: the boot elements are held once per page, as in the browser.
 */
const PICTURE = '/sandbox/art/products/family.svg';

beforeEach(() => resetDb());

test('a product’s detail shows the picture index.html painted, while it loads and then in its header', async () => {
  document.body.innerHTML = `
    <div id="boot">
      <div class="boot-head"><div class="boot-head-img">
        <img class="boot-head-pic" src="${PICTURE}" alt="" width="72" height="72">
      </div></div>
    </div>`;
  const painted = document.querySelector('.boot-head-pic')!;
  setFault('GET', '/rest/api/product/detail/*', { delayMs: 150, times: 1 });
  const { navigate } = renderApp({ route: '/ProductNew?id=101' });
  // Its loading header holds the picture where index.html painted it.
  const loading = await screen.findByLabelText('加载中');
  expect(loading.contains(painted)).toBe(true);
  expect(document.getElementById('boot')).toBeNull();
  // The header takes that very element: no second picture of the product.
  const title = await screen.findByRole('heading', { level: 1, name: '安心家庭综合保障计划' });
  const header = title.closest('header')!;
  await waitFor(() => expect(header.contains(painted)).toBe(true));
  expect(header.querySelectorAll(`img[src="${PICTURE}"]`)).toHaveLength(1);
  expect(document.querySelectorAll(`img[src="${PICTURE}"]`)).toHaveLength(1);

  // Another product's detail, later: its loading header does not borrow this product's picture.
  setFault('GET', '/rest/api/product/detail/*', { delayMs: 150, times: 1 });
  act(() => navigate('/ProductNew?id=105'));
  const next = await screen.findByLabelText('加载中');
  expect(next.contains(painted)).toBe(false);
  expect(next.querySelector('img')).toBeNull();
  await screen.findByRole('heading', { level: 1, name: '守护百万医疗险(2026版)' });
});
