import type { ReactNode } from 'react';
import styles from './StateBlock.module.css';

interface Props {
  kind: 'empty' | 'error';
  title: string;
  description?: string;
  action?: ReactNode;
}

/** Empty and error states: what happened, and what the visitor can do about it. */
export function StateBlock({ kind, title, description, action }: Props) {
  return (
    <div className={styles.block} role={kind === 'error' ? 'alert' : 'status'}>
      <div className={`${styles.icon} ${kind === 'error' ? styles.error : ''}`} aria-hidden="true">
        {kind === 'error' ? '!' : '…'}
      </div>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
