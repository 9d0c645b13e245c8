import { passwordProblem } from '@tubesphere/shared/domain/password-rules';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useConfirmPasswordReset } from '../api/password-reset.ts';
import { AuthCard, AuthError, AuthField } from './auth-card.tsx';
import styles from './login-page.module.css';

const t = ko.accounts;

/** /reset-password?token=…: the mailed link's page; a new password signs this browser in. */
export function ResetPasswordPage() {
  useDocumentTitle(t.reset.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useConfirmPasswordReset();
  const navigate = useNavigate();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(ko.auth.passwordRequired);
    // Length and common words here; the rules that need the account (its e-mail, name) on the server.
    const weak = passwordProblem(password, {});
    if (weak) return setError(weak);
    if (password !== confirm) return setError(ko.auth.passwordMismatch);
    setError(null);
    try {
      await reset.mutateAsync({ token, password });
      toast.success(t.reset.done, 4000);
      navigate('/', { replace: true });
    } catch (caught) {
      setError(errorMessage(caught) || t.reset.failed);
    }
  };

  const describedBy = error ? errorId : undefined;
  return (
    <AuthCard
      heading={t.reset.heading}
      footer={
        <Link to="/forgot-password" className={styles.toggle}>
          {t.reset.requestAgain}
        </Link>
      }
    >
      {!token ? (
        <p className={styles.error} role="alert">
          {t.reset.noToken}
        </p>
      ) : (
        <>
          <p className={styles.subheading}>{t.reset.intro}</p>
          <form className={styles.form} onSubmit={submit} noValidate aria-label={t.reset.title}>
            <AuthField
              label={t.reset.password}
              type="password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              errorId={describedBy}
            />
            <AuthField
              label={t.reset.passwordConfirm}
              type="password"
              name="passwordConfirm"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              errorId={describedBy}
            />
            <AuthError id={errorId} message={error} />
            <Button type="submit" block disabled={reset.isPending}>
              {reset.isPending ? ko.auth.submitting : t.reset.submit}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
