import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import {
  applyStoredElderMode,
  elderModeOn,
  followAppFont,
  setElderMode,
  ELDER_ATTRIBUTE,
  LARGE_APP_FONT,
} from '../../src/ui/elder-mode';
import { ElderSwitch } from '../../src/ui/ElderSwitch';
import { renderApp } from '../support/render';

afterEach(() => document.documentElement.removeAttribute(ELDER_ATTRIBUTE));

test('off by default; the device’s choice is applied at start-up', () => {
  applyStoredElderMode();
  expect(elderModeOn()).toBe(false);
  localStorage.setItem('elder_mode', 'on');
  applyStoredElderMode();
  expect(elderModeOn()).toBe(true);
  expect(document.documentElement.hasAttribute('data-elder')).toBe(true);
  localStorage.setItem('elder_mode', 'something else');
  applyStoredElderMode();
  expect(elderModeOn()).toBe(false);
});

test('the visitor’s choice, on or off, is remembered on the device', () => {
  setElderMode(true);
  expect(localStorage.getItem('elder_mode')).toBe('on');
  expect(elderModeOn()).toBe(true);
  setElderMode(false);
  expect(localStorage.getItem('elder_mode')).toBe('off');
  expect(elderModeOn()).toBe(false);
  applyStoredElderMode();
  expect(elderModeOn()).toBe(false);
});

test('with no choice made, it follows the messaging app’s font: on from 125 %, off below', () => {
  followAppFont(150);
  expect(elderModeOn()).toBe(true);
  followAppFont(100);
  expect(elderModeOn()).toBe(false);
  followAppFont(LARGE_APP_FONT);
  expect(elderModeOn()).toBe(true);
  followAppFont(Number.NaN);
  expect(elderModeOn()).toBe(true);
  // Followed, not chosen: nothing is remembered, so the next visit follows the app again.
  expect(localStorage.getItem('elder_mode')).toBeNull();
});

test('the visitor’s own choice outranks the app’s font, both ways', () => {
  setElderMode(false);
  followAppFont(200);
  expect(elderModeOn()).toBe(false);
  setElderMode(true);
  followAppFont(100);
  expect(elderModeOn()).toBe(true);
});

test('a switch on the page follows the app’s font as it changes', async () => {
  render(<ElderSwitch />);
  const toggle = screen.getByRole('switch', { name: '长辈模式' });
  const { act } = await import('react');
  act(() => followAppFont(150));
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  // Switched off by the visitor: the app's large font no longer turns it back on.
  await userEvent.setup().click(toggle);
  act(() => followAppFont(175));
  expect(toggle).toHaveAttribute('aria-checked', 'false');
});

test('the switch says whether it is on, changes the page, and says what changed', async () => {
  const user = userEvent.setup();
  render(<ElderSwitch />);
  const toggle = screen.getByRole('switch', { name: '长辈模式' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(document.documentElement).toHaveAttribute('data-elder');
  expect(localStorage.getItem('elder_mode')).toBe('on');
  expect(screen.getByRole('status')).toHaveTextContent(
    '已开启长辈模式：字更大，按钮更大，页面更简洁',
  );

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(document.documentElement).not.toHaveAttribute('data-elder');
  expect(localStorage.getItem('elder_mode')).toBe('off');
  expect(screen.getByRole('status')).toHaveTextContent('已关闭长辈模式');
});

test('every switch on the page follows one switched elsewhere', async () => {
  render(<ElderSwitch />);
  expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  const { act } = await import('react');
  act(() => setElderMode(true));
  expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
});

test('home offers the switch in its header, and in elder mode shows no campaign banners', async () => {
  const user = userEvent.setup();
  renderApp({ route: '/Home' });
  expect(await screen.findByRole('region', { name: '精选活动' })).toBeInTheDocument();
  expect(await screen.findAllByTestId('product-card')).not.toHaveLength(0);

  await user.click(screen.getByRole('switch', { name: '长辈模式' }));
  expect(screen.queryByRole('region', { name: '精选活动' })).not.toBeInTheDocument();
  // The catalogue itself stays.
  expect(screen.getAllByTestId('product-card')).not.toHaveLength(0);

  await user.click(screen.getByRole('switch', { name: '长辈模式' }));
  expect(await screen.findByRole('region', { name: '精选活动' })).toBeInTheDocument();
});

test('in elder mode every other screen opens with the switch; switched off there, it stays to switch back', async () => {
  const user = userEvent.setup();
  localStorage.setItem('elder_mode', 'on');
  applyStoredElderMode();
  renderApp({ route: '/ProductNew?id=101' });
  await screen.findByRole('heading', { level: 1, name: '安心家庭综合保障计划' });
  const bar = screen.getByRole('complementary', { name: '长辈模式开关' });
  const toggle = within(bar).getByRole('switch', { name: '长辈模式' });
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  await user.click(toggle);
  expect(document.documentElement).not.toHaveAttribute('data-elder');
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(within(bar).getByRole('status')).toHaveTextContent('已关闭长辈模式');
  await user.click(toggle);
  expect(document.documentElement).toHaveAttribute('data-elder');
});

test('out of elder mode no screen adds a switch, and home keeps its own one only', async () => {
  renderApp({ route: '/ProductNew?id=101' });
  await screen.findByRole('heading', { level: 1, name: '安心家庭综合保障计划' });
  expect(screen.queryByRole('switch', { name: '长辈模式' })).not.toBeInTheDocument();
  cleanup();
  setElderMode(true);
  renderApp({ route: '/Home' });
  expect(await screen.findAllByTestId('product-card')).not.toHaveLength(0);
  expect(screen.getAllByRole('switch', { name: '长辈模式' })).toHaveLength(1);
  expect(screen.queryByRole('complementary', { name: '长辈模式开关' })).not.toBeInTheDocument();
});
