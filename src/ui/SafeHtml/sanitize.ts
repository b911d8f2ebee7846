import DOMPurify from 'dompurify';
import { safeExternalUrl } from '../../lib/url';

/**
 * Server HTML goes through DOMPurify, always. On top of its defaults: no forms, styles or frames,
 * links only to http(s) or within the site, and external links open in a new tab without an opener.
 */
const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (href === null) return;
    const internal = href.startsWith('/') && !href.startsWith('//');
    const anchor = href.startsWith('#');
    if (internal || anchor) return;
    const safe = safeExternalUrl(href);
    if (!safe) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (src && !src.startsWith('data:image/') && !src.startsWith('/') && !safeExternalUrl(src)) {
      node.removeAttribute('src');
    }
  }
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    FORBID_TAGS: [
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'style',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
  });
}

/**
 * Server HTML's headings moved as one so the highest of them is at level `top`, keeping their
 * order (an article's body under its h1 starts at h2: headings in order, WCAG 1.3.1). Works on
 * DOMPurify's serialisation, where every `<` of text is escaped and every tag is well formed.
 */
export function shiftHeadings(html: string, top: number): string {
  const levels = [...html.matchAll(/<h([1-6])\b/gi)].map((match) => Number(match[1]));
  if (levels.length === 0) return html;
  const by = top - Math.min(...levels);
  if (by === 0) return html;
  return html.replace(
    /<(\/?)h([1-6])\b/gi,
    (_, close: string, level: string) =>
      `<${close}h${Math.min(6, Math.max(1, Number(level) + by))}`,
  );
}
