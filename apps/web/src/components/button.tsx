import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'medium' | 'small';
  block?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  block = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, className]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}

/** Class names for links that look like buttons. */
export const buttonClass = (variant: ButtonProps['variant'] = 'primary', size: ButtonProps['size'] = 'medium') =>
  [styles.button, styles[variant], size === 'small' && styles.small].filter(Boolean).join(' ');
