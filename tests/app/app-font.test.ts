import { afterEach, expect, test } from 'vitest';
import { fontScaleOf, followMessagingAppFont } from '../../src/app/app-font';
import { createWechatPayBridge, setAppFontScale } from '../../src/mocks/wechat-pay-bridge';
import { ELDER_ATTRIBUTE, elderModeOn } from '../../src/ui/elder-mode';

type BridgeWindow = Window & { WeixinJSBridge?: unknown };

afterEach(() => {
  delete (window as BridgeWindow).WeixinJSBridge;
  document.documentElement.removeAttribute(ELDER_ATTRIBUTE);
});

test('the scale a menu:setfont event carries, as the app writes it', () => {
  expect(fontScaleOf({ fontScale: 150 })).toBe(150);
  expect(fontScaleOf({ fontScale: '125' })).toBe(125);
  // 0 or less is the app's standard font.
  expect(fontScaleOf({ fontScale: 0 })).toBe(100);
  expect(fontScaleOf({ fontScale: -1 })).toBe(100);
  expect(fontScaleOf({})).toBeNull();
  expect(fontScaleOf(undefined)).toBeNull();
  expect(fontScaleOf({ fontScale: 'large' })).toBeNull();
  expect(fontScaleOf({ fontScale: null })).toBeNull();
});

test('inside the app, the bridge’s font events switch elder mode, also when the bridge comes later', async () => {
  followMessagingAppFont(window, true);
  // The bridge is not there yet: its ready event is waited for.
  const bridge = createWechatPayBridge(document);
  (window as BridgeWindow).WeixinJSBridge = bridge;
  document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  bridge.setFont(150);
  await expect.poll(elderModeOn).toBe(true);
  bridge.setFont(100);
  await expect.poll(elderModeOn).toBe(false);
});

test('a font set for the tab is told as soon as the page listens', async () => {
  setAppFontScale(175);
  (window as BridgeWindow).WeixinJSBridge = createWechatPayBridge(document);
  followMessagingAppFont(window, true);
  await expect.poll(elderModeOn).toBe(true);
});

test('outside the app the page does not listen', async () => {
  const bridge = createWechatPayBridge(document);
  (window as BridgeWindow).WeixinJSBridge = bridge;
  followMessagingAppFont(window, false);
  bridge.setFont(200);
  // The bridge tells its listeners on the next task; none was added.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(elderModeOn()).toBe(false);
});
