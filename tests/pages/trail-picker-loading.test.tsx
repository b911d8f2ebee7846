import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { resetDb } from '../../src/mocks/node';
import { renderApp } from '../support/render';

/**
 * The birth-date wheel's code loads on its first opening (issue 26): the tap answers at once with a
 * sheet that says so, and the wheel takes its place when it has arrived. Its own file: the wheel's
 * module is loaded once per file, as once per visit in the browser.
 */
beforeEach(() => resetDb());

test('the first tap on 被保人出生日期 opens a sheet at once, saying the wheel is on its way', async () => {
  const user = userEvent.setup();
  renderApp({ route: '/ProductNew/trail?id=101' });
  const field = await screen.findByRole('button', { name: /被保人出生日期/ }, { timeout: 5000 });
  await user.click(field);
  // The same commit as the tap: the light sheet, titled as the wheel is, with its loading state.
  const sheet = screen.getByRole('dialog', { name: '被保人出生日期' });
  expect(within(sheet).getByRole('status')).toHaveTextContent('加载中');
  // Then the wheel, and the light sheet gone.
  await waitFor(() => expect(document.querySelector('.adm-picker')).not.toBeNull(), {
    timeout: 5000,
  });
  expect(screen.queryByText('加载中')).toBeNull();
});
