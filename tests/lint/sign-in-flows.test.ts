import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * The sign-in flows' saga joins the store when data/login/sign-in.ts is imported (it stays out of
 * the first visit of every screen that signs nobody in). A screen that dispatched one of the
 * events that start a flow through the slice's `loginActions`, without importing that module,
 * would start nothing; so those events are dispatched through `signInActions`, which only that
 * module hands out.
 */
const FLOW_EVENTS = [
  'captchaRequested',
  'captchaRefreshRequested',
  'codeRequested',
  'loginRequested',
  'bindRequested',
  'wechatAuthorizeRequested',
  'wechatCallbackReceived',
];

test('the events that start a sign-in flow are dispatched through signInActions', () => {
  const pattern = new RegExp(`loginActions\\.(${FLOW_EVENTS.join('|')})\\b`);
  const offenders = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`data${path.sep}login${path.sep}`))
    .filter((file) => pattern.test(readFileSync(path.join('src', file), 'utf8')));
  expect(offenders).toEqual([]);
});
