import type { DeviceClass, PageKind } from '../../data/field-types';
import type { Device } from '../../lib/user-agent';
import { toRoutePath } from '../html-history';
import { entryFor, isHomePath } from '../route-utils';
import { JOURNEY_STEPS, routes } from '../routes';

/**
 * What a field report says of where and on what it happened: the route's pattern (never the
 * address itself: its ids and query stay in the browser), a kind of page, and a class of device.
 */

/** The route table's pattern of an address (`/Active/Articles/:id`), `*` for none. */
export function routePatternOf(address: string): string {
  const pathname = address.split(/[?#]/)[0] ?? '';
  return entryFor(toRoutePath(pathname))?.path ?? '*';
}

const PURCHASE = new Set(JOURNEY_STEPS.purchase);

/**
 * The page kinds a report is grouped by: the landings of issue 26's list (home, a product, its
 * trial, a campaign, the gift, the customisation service, a plan) and the rest of the site. In
 * this order: the purchase's steps (its notices among them) before the product screens they live
 * under.
 */
const KINDS: [(pattern: string) => boolean, PageKind][] = [
  [(p) => routes.some((entry) => entry.path === p && entry.kind === 'part'), 'part'],
  [isHomePath, 'home'],
  [(p) => /^\/Product(New|Ansheng)?\/trail$/.test(p), 'trial'],
  [
    (p) => PURCHASE.has(p) || /^\/(ProductNew\/InsuranceSuccess|FollowOfficial)\b/.test(p),
    'purchase',
  ],
  [(p) => /^\/Product/.test(p), 'product'],
  [(p) => /^\/Active\/(Customized(V2)?|Made(Special)?)\//.test(p), 'service'],
  [(p) => /^\/(Active|BootPage)/.test(p), 'campaign'],
  [(p) => /^\/Insurance\/ayb/.test(p), 'gift'],
  [(p) => /^\/Proposal/.test(p), 'plan'],
  [(p) => /^\/Policy/.test(p), 'policy'],
  [(p) => /^\/(Login|Authorize|Members|mine)(\/|$)/.test(p), 'account'],
  [(p) => /^\/doc\//.test(p), 'doc'],
];

export function pageKindOf(pattern: string): PageKind {
  return KINDS.find(([test]) => test(pattern))?.[1] ?? 'other';
}

export function deviceClassOf(device: Device): DeviceClass {
  if (device.iphone) return 'iphone';
  if (device.ipad) return 'ipad';
  if (device.android) return 'android';
  return device.mobile ? 'other-mobile' : 'desktop';
}
