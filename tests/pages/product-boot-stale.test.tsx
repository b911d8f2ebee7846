import { screen } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { resetDb } from '../../src/mocks/node';
import { renderApp } from '../support/render';

/** A painted picture that is not this product's is not taken over (own file: ui/boot.ts holds it once). */
beforeEach(() => resetDb());

test('a product picture painted from another answer is dropped, and the header draws its own', async () => {
  document.body.innerHTML = `
    <div id="boot"><div class="boot-head"><div class="boot-head-img">
      <img class="boot-head-pic" src="/sandbox/art/products/old.svg" alt="" width="72" height="72">
    </div></div></div>`;
  const stale = document.querySelector('.boot-head-pic')!;
  renderApp({ route: '/ProductNew?id=101' });
  const title = await screen.findByRole('heading', { level: 1, name: '安心家庭综合保障计划' });
  const header = title.closest('header')!;
  expect(document.body.contains(stale)).toBe(false);
  const pictures = header.querySelectorAll('img');
  expect(pictures[0]).toHaveAttribute('src', '/sandbox/art/products/family.svg');
  expect(pictures[0]).not.toBe(stale);
});
