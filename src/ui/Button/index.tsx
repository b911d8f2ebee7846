import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'ghost';
  block?: boolean;
  loading?: boolean;
}

/** A light button for screens that do not otherwise load antd-mobile. */
export function Button({
  variant = 'primary',
  block,
  loading,
  disabled,
  className,
  children,
  ...rest
}: Props) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[styles.button, styles[variant], block ? styles.block : '', className ?? ''].join(
        ' ',
      )}
    >
      {children}
    </button>
  );
}
