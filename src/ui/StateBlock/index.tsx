import ExclamationOutline from 'antd-mobile-icons/es/ExclamationOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import type { ReactNode } from 'react';
import styles from './StateBlock.module.css';

interface Props {
  kind: 'empty' | 'error';
  title: string;
  description?: string;
  action?: ReactNode;
  /** The block is all the screen has: its title is the screen's heading (h1). */
  heading?: boolean;
}

/**
 * Empty and error states: what happened, and what the visitor can do about it. The picture says
 * which it is at a glance (a blank page: nothing here yet; a warning: it failed), so neither reads
 * as something still loading.
 */
export function StateBlock({ kind, title, description, action, heading }: Props) {
  const Icon = kind === 'error' ? ExclamationOutline : FileOutline;
  const Title = heading ? 'h1' : 'p';
  return (
    <div className={styles.block} role={kind === 'error' ? 'alert' : 'status'}>
      <div className={`${styles.icon} ${styles[kind]}`} aria-hidden="true">
        <Icon />
      </div>
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
