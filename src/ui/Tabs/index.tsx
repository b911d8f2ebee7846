import type { CSSProperties } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<K extends string | number> {
  key: K;
  label: string;
}

interface Props<K extends string | number> {
  items: TabItem<K>[];
  active: K | null;
  onChange: (key: K) => void;
  label: string;
  sticky?: boolean;
}

/** A light tab bar (no animation library), horizontally scrollable on narrow phones. */
export function Tabs<K extends string | number>({
  items,
  active,
  onChange,
  label,
  sticky,
}: Props<K>) {
  // What a row of every tab needs, for large text's layout (Tabs.module.css): how many there are and
  // how long the longest label is.
  const measure = {
    '--tab-count': items.length,
    '--tab-chars': Math.max(0, ...items.map((item) => Array.from(item.label).length)),
  } as CSSProperties;
  return (
    <nav
      className={`${styles.tabs} ${sticky ? styles.sticky : ''}`}
      role="tablist"
      aria-label={label}
      style={measure}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === active}
          className={item.key === active ? styles.tabActive : styles.tab}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </nav>
  );
}
