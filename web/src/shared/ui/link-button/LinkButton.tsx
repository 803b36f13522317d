import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './LinkButton.module.css';

/** Navigation that looks like a button but stays a link for keyboards and screen readers. */
export function LinkButton({
  variant = 'primary',
  children,
  className,
  ...props
}: LinkProps & { variant?: 'primary' | 'ghost' | 'light'; children: ReactNode }) {
  return (
    <Link {...props} className={`${styles.button} ${styles[variant]} ${className ?? ''}`}>
      {children}
    </Link>
  );
}
