import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { productFixture, serveProduct } from '../support/product-fixture';
import { toast } from '../../src/ui/feedback';
import { renderApp } from '../support/render';

/**
 * The detail screen's sheets are fetched when first opened (DetailScreen): when they cannot be
 * (the network went), the documents button says so, and the way home still leads home.
 */
vi.mock('../../src/ui/feedback', () =>
  import('../support/recorded-toast').then(({ recordedToast }) => recordedToast()),
);
vi.mock('../../src/pages/_product/DetailSheets', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  serveProduct(productFixture());
});

test('without its sheet, the documents button says the network failed and the screen stays', async () => {
  const user = userEvent.setup();
  renderApp({ route: '/ProductNew?id=901' });
  await user.click(await screen.findByRole('button', { name: /保险条款及重要文件/ }));
  await waitFor(() => expect(toast.fail).toHaveBeenCalledWith('网络异常，请检查网络后重试'));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: '测试守护医疗险' })).toBeInTheDocument();
});

test('without the retention sheet, the way home leads home', async () => {
  const user = userEvent.setup();
  renderApp({ route: '/ProductNew?id=901' });
  await user.click(await screen.findByRole('button', { name: '首页' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Home$/));
  expect(screen.queryByRole('dialog', { name: '确定要离开吗？' })).toBeNull();
});
