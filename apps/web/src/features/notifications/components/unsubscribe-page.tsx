import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUnsubscribeMail } from '../api/unsubscribe.ts';
import styles from './unsubscribe-page.module.css';

const t = ko.unsubscribe;
/** What the mails' tokens look like (256 random bits, base64url): anything else names no mail. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /unsubscribe?token=…: where a mail's 수신 거부 link leads. Opening it changes nothing (mail
 * scanners open every link); the button does, for that mail's kind only, signed in or not.
 */
export function UnsubscribePage() {
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeMail();
  const notFound = !TOKEN.test(token) || (unsubscribe.error instanceof ApiError && unsubscribe.error.status === 404);

  let body: React.ReactNode;
  if (notFound)
    body = (
      <p className={styles.error} role="alert">
        {unsubscribe.error ? errorMessage(unsubscribe.error) : t.badLink}
      </p>
    );
  else if (unsubscribe.isSuccess)
    body = (
      <p className={styles.success} role="status">
        {unsubscribe.data.message}
      </p>
    );
  else
    body = (
      <>
        <p className={styles.text}>{t.intro}</p>
        {unsubscribe.isError && (
          <p className={styles.error} role="alert">
            {errorMessage(unsubscribe.error)} {t.retry}
          </p>
        )}
        <Button block disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          {unsubscribe.isPending ? t.working : t.button}
        </Button>
      </>
    );

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>{t.title}</h1>
        <div className={styles.body} aria-live="polite">
          {body}
        </div>
        <Link to="/settings#notifications" className={styles.link}>
          {t.toSettings}
        </Link>
      </div>
    </div>
  );
}
