import { useMemo } from 'react';
import { sanitizeHtml, shiftHeadings } from './sanitize';
import styles from './SafeHtml.module.css';

/**
 * The only way server HTML reaches the page. `lazyImages`: pictures load as they come near the
 * viewport (long articles); their width and height attributes keep their place meanwhile.
 * `headingsFrom`: the content's headings start at this level (its place in the screen's outline).
 */
export function SafeHtml({
  html,
  className,
  lazyImages,
  headingsFrom,
}: {
  html: string;
  className?: string;
  lazyImages?: boolean;
  headingsFrom?: number;
}) {
  // One object per content: React 19 writes innerHTML again whenever this object is a new one,
  // which would rebuild the content (pictures, open details) on every render of the screen.
  const clean = useMemo(() => {
    const sanitized = sanitizeHtml(html);
    const safe = headingsFrom ? shiftHeadings(sanitized, headingsFrom) : sanitized;
    // DOMPurify serialises every picture as `<img ` followed by its attributes.
    return {
      __html: lazyImages ? safe.replaceAll('<img ', '<img loading="lazy" decoding="async" ') : safe,
    };
  }, [html, lazyImages, headingsFrom]);
  return (
    <div
      className={`${styles.html} ${className ?? ''}`}
      // Sanitised just above: this is the one sanctioned use.
      dangerouslySetInnerHTML={clean}
    />
  );
}
