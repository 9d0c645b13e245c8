import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { Logo } from '../../../components/logo.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { useAuthStore } from '../store.ts';
import styles from './login-page.module.css';

const t = ko.accounts.verify;

/** /verify-email?token=…: opening the mailed link is the whole act; the page says how it went. */
export function VerifyEmailPage() {
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const signedIn = useAuthStore((state) => state.user !== null);
  // A token works once: never sent twice, even when the effect runs twice.
  const sent = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  let body: React.ReactNode;
  if (!token)
    body = (
      <p className={styles.error} role="alert">
        {t.noToken}
      </p>
    );
  else if (verify.isSuccess)
    body = (
      <p className={styles.success} role="status">
        {verify.data.message}
      </p>
    );
  else if (verify.isError)
    body = (
      <p className={styles.error} role="alert">
        {errorMessage(verify.error) || t.failed}
      </p>
    );
  else body = <Spinner label={t.working} />;

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <div className={styles.logo}>
          <Logo size={44} />
        </div>
        <h1 className={styles.heading}>{t.title}</h1>
        <div aria-live="polite">{body}</div>
        <Link to={signedIn ? '/settings#email' : '/'} className={styles.toggle}>
          {signedIn ? t.toSettings : t.home}
        </Link>
      </div>
    </div>
  );
}
