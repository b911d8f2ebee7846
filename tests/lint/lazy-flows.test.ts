import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * Two shell areas have flows whose saga joins the store only when their module is imported, so
 * that they stay out of the first visit of every screen that does not use them: the login area's
 * sign-in flows (data/login/sign-in.ts) and the common area's quote and lookups
 * (data/common/lookups.ts). A screen that dispatched one of the events that start such a flow
 * through the slice's actions, without importing that module, would start nothing; so those
 * events are dispatched through the actions only that module hands out.
 */
const LAZY_FLOWS = [
  {
    area: 'login',
    slice: 'loginActions',
    entry: 'signInActions',
    events: [
      'captchaRequested',
      'captchaRefreshRequested',
      'codeRequested',
      'loginRequested',
      'bindRequested',
      'wechatAuthorizeRequested',
      'wechatCallbackReceived',
    ],
  },
  {
    area: 'common',
    slice: 'commonActions',
    entry: 'lookupActions',
    events: ['quoteRequested', 'jobsRequested', 'areaRequested', 'professionRequested'],
  },
];

const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.tsx?$/.test(file),
);

test.each(LAZY_FLOWS)(
  'the events that start a $area flow are dispatched through $entry',
  ({ area, slice, events }) => {
    const pattern = new RegExp(`${slice}\\.(${events.join('|')})\\b`);
    const offenders = sources
      .filter((file) => !file.startsWith(`data${path.sep}${area}${path.sep}`))
      .filter((file) => pattern.test(readFileSync(path.join('src', file), 'utf8')));
    expect(offenders).toEqual([]);
  },
);
