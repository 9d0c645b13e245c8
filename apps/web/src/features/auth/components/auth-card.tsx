import type { InputHTMLAttributes, ReactNode } from 'react';
import { Logo } from '../../../components/logo.tsx';
import styles from './login-page.module.css';

/** The centred card of the sign-in pages (/forgot-password, /reset-password, the code step): logo, heading, body, a way back. */
export function AuthCard({ heading, children, footer }: { heading: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <div className={styles.logo}>
          <Logo size={44} />
        </div>
        <h1 className={styles.heading}>{heading}</h1>
        {children}
        {footer}
      </div>
    </div>
  );
}

/** A labelled input of those forms; `errorId` ties the form's error to it when there is one. */
export function AuthField({
  label,
  errorId,
  ...input
}: { label: string; errorId?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
    ref?: React.Ref<HTMLInputElement>;
  }) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input className={styles.input} aria-describedby={errorId} aria-invalid={errorId ? true : undefined} {...input} />
    </label>
  );
}

/** The form's one error line, announced when it appears. */
export function AuthError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}
