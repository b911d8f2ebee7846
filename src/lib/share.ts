/**
 * Share cards (the messaging app's "send to a friend" and "moments" cards). Pure: the shell turns
 * what a screen declares into the absolute https card the JS-SDK wants, with nothing personal in it.
 */

/** What a screen declares: an in-site path (from `paths`) and, optionally, its own picture. */
export interface ShareCardInput {
  title: string;
  desc?: string;
  /** In-site path + query, as `paths` builds it. */
  path: string;
  /** A picture on the site's own origin; anything else falls back to the brand picture. */
  image?: string;
}

/** What `updateAppMessageShareData` and `updateTimelineShareData` receive. */
export interface ShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/**
 * Query keys never carried by a shared link: tokens and sign-in leftovers, personal fields, and
 * the messaging app's own markers (it appends `from` and `isappinstalled` to every shared link).
 * Compared without case, `_` or `-`.
 */
const PRIVATE_KEYS = new Set([
  'token',
  'usertoken',
  'wechatusertoken',
  'accesstoken',
  'captchatoken',
  'code',
  'state',
  'openid',
  'unionid',
  'redirect',
  'then',
  'phone',
  'mobile',
  'tel',
  'name',
  'realname',
  'idcard',
  'idno',
  'orderid',
  'policyno',
  'from',
  'isappinstalled',
]);

const normalise = (key: string) => key.toLowerCase().replace(/[-_]/g, '');

export function isPrivateQueryKey(key: string): boolean {
  return PRIVATE_KEYS.has(normalise(key));
}

/** The site's origin as the card must give it: https, whatever the page was served over. */
export function httpsOrigin(origin: string): string {
  const url = new URL(origin);
  url.protocol = 'https:';
  return url.origin;
}

/**
 * The absolute https link of an in-site path, without its hash and without any private query key.
 * A path that would leave the site is the site's root instead.
 */
export function shareLink(path: string, origin: string): string {
  const site = new URL(origin);
  let url: URL;
  try {
    url = new URL(path, site);
  } catch {
    url = new URL('/', site);
  }
  if (url.origin !== site.origin) url = new URL('/', site);
  for (const key of [...url.searchParams.keys()]) {
    if (isPrivateQueryKey(key)) url.searchParams.delete(key);
  }
  return httpsOrigin(site.origin) + url.pathname + url.search;
}

/** The picture as an absolute https URL on the site's origin, else `fallback` (a site path). */
export function shareImage(image: string | undefined, origin: string, fallback: string): string {
  const site = new URL(origin);
  if (image && !image.startsWith('data:') && !image.startsWith('//')) {
    try {
      const url = new URL(image, site);
      const onSite = url.host === site.host && /^https?:$/.test(url.protocol);
      if (onSite) return httpsOrigin(site.origin) + url.pathname + url.search;
    } catch {
      // Not a URL at all: the brand picture.
    }
  }
  return httpsOrigin(site.origin) + new URL(fallback, site).pathname;
}

/** The card for `input` on `origin`; `fallbackImage` is a site path to the brand picture. */
export function shareCardOf(
  input: ShareCardInput,
  origin: string,
  fallbackImage: string,
): ShareCard {
  return {
    title: input.title.trim(),
    desc: (input.desc ?? '').trim(),
    link: shareLink(input.path, origin),
    imgUrl: shareImage(input.image, origin, fallbackImage),
  };
}
