import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import styles from './SafeHtml.module.css';

/** The only way server HTML reaches the page. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={`${styles.html} ${className ?? ''}`}
      // Sanitised just above: this is the one sanctioned use.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
