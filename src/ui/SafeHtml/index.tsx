import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import styles from './SafeHtml.module.css';

/**
 * The only way server HTML reaches the page. `lazyImages`: pictures load as they come near the
 * viewport (long articles); their width and height attributes keep their place meanwhile.
 */
export function SafeHtml({
  html,
  className,
  lazyImages,
}: {
  html: string;
  className?: string;
  lazyImages?: boolean;
}) {
  // One object per content: React 19 writes innerHTML again whenever this object is a new one,
  // which would rebuild the content (pictures, open details) on every render of the screen.
  const clean = useMemo(() => {
    const safe = sanitizeHtml(html);
    // DOMPurify serialises every picture as `<img ` followed by its attributes.
    return {
      __html: lazyImages ? safe.replaceAll('<img ', '<img loading="lazy" decoding="async" ') : safe,
    };
  }, [html, lazyImages]);
  return (
    <div
      className={`${styles.html} ${className ?? ''}`}
      // Sanitised just above: this is the one sanctioned use.
      dangerouslySetInnerHTML={clean}
    />
  );
}
