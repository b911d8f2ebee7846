/**
 * Any whitespace or control character anywhere. The URL parser silently drops some of them
 * (' javascript:', 'java\tscript:'), so a string carrying one is refused outright instead of
 * guessing what a browser, a router or a log reader would make of it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here.
const INVISIBLE = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2060]/;
const HTTP_PREFIX = /^https?:\/\//i;

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * The normalised href of an absolute http(s) URL with a host, else null. URLs carrying
 * credentials (`https://bank.example@evil.example`) are refused: they only serve to mislead.
 */
export function safeExternalUrl(url: unknown): string | null {
  if (typeof url !== 'string' || INVISIBLE.test(url) || !HTTP_PREFIX.test(url)) return null;
  const parsed = parse(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return null;
  if (!parsed.hostname || parsed.username || parsed.password) return null;
  return parsed.href;
}

/**
 * A path (+ search + hash) that stays on `origin`, else null. Accepts a root-relative path or an
 * absolute URL of the same origin (reduced to its path). Backslashes are refused because browsers
 * read `/\evil.example` as `//evil.example`; a path that normalises to a leading `//`
 * (`/.//evil.example`) is refused because assigning it to location would leave the site.
 * `origin` is trusted (location.origin); an unparsable one throws the URL parser's TypeError.
 */
export function safeReturnPath(value: unknown, origin: string): string | null {
  const home = new URL(origin);
  if (typeof value !== 'string' || INVISIBLE.test(value) || value.includes('\\')) return null;
  const rootRelative = value.startsWith('/') && !value.startsWith('//');
  if (!rootRelative && !HTTP_PREFIX.test(value)) return null;
  const parsed = parse(value, home.origin);
  if (!parsed || parsed.origin !== home.origin || parsed.pathname.startsWith('//')) return null;
  return parsed.pathname + parsed.search + parsed.hash;
}

const PICTURE_DATA = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i;

/**
 * A picture's address the page may load, as the server named it, else null: an https URL with a
 * host (no credentials), a path on this site (`/sandbox/art/...`, an image host behind the same
 * origin), or an inline picture. Plain http would be blocked or warned about on an https page.
 */
export function safeImageUrl(url: unknown): string | null {
  if (typeof url !== 'string' || INVISIBLE.test(url) || url.includes('\\')) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  if (PICTURE_DATA.test(url)) return url;
  const external = safeExternalUrl(url);
  return external?.startsWith('https:') ? external : null;
}

/** The href up to its first '#': WeChat JS-SDK signatures are computed without the fragment. */
export function withoutHash(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}
