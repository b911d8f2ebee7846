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
