import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { AuthCard, AuthError, AuthField } from './auth-card.tsx';
import styles from './login-page.module.css';

const t = ko.accounts;

/** /forgot-password: an address in, one answer out (the server says the same for every address). */
export function ForgotPasswordPage() {
  useDocumentTitle(t.forgot.title);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(ko.auth.emailRequired);
      return;
    }
    setError(null);
    try {
      const answer = await request.mutateAsync({ email });
      setSent(answer.message);
    } catch (caught) {
      setError(errorMessage(caught) || t.forgot.failed);
    }
  };

  return (
    <AuthCard
      heading={t.forgot.heading}
      footer={
        <Link to="/login" className={styles.toggle}>
          {t.backToLogin}
        </Link>
      }
    >
      {sent ? (
        <>
          <p className={styles.success} role="status">
            <strong>{t.forgot.sent}</strong>
            <br />
            {sent}
          </p>
          <p className={styles.subheading}>{t.forgot.sentHint}</p>
          <button
            type="button"
            className={styles.toggle}
            onClick={() => {
              setSent(null);
              setEmail('');
            }}
          >
            {t.forgot.again}
          </button>
        </>
      ) : (
        <>
          <p className={styles.subheading}>{t.forgot.intro}</p>
          <form className={styles.form} onSubmit={submit} noValidate aria-label={t.forgot.title}>
            <AuthField
              label={ko.auth.email}
              type="email"
              name="email"
              autoComplete="email"
              placeholder={ko.auth.emailPlaceholder}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              errorId={error ? errorId : undefined}
            />
            <AuthError id={errorId} message={error} />
            <Button type="submit" block disabled={request.isPending}>
              {request.isPending ? ko.auth.submitting : t.forgot.submit}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
