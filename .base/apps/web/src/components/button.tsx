import type { ComponentProps } from 'react';
import styles from './button.module.css';

/** Every <button> prop, ref included (React 19 passes it as a prop). */
export interface ButtonProps extends ComponentProps<'button'> {
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
