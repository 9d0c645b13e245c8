import type { AdminMailSummary } from '@tubesphere/shared/contract/admin-mail';
import { formatDateTime } from '@tubesphere/shared/domain/format';
import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMailBody } from '../api/get-mail.ts';
import styles from './admin-mail-page.module.css';

const t = ko.adminMail;
const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** The plain-text body with its links clickable; never the HTML body (no mail's markup runs here). */
function MailText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <pre className={styles.text}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

/** Extra headers the mail goes out with (List-Unsubscribe …), as they are sent. */
function MailHeaders({ headers }: { headers: Record<string, string> }) {
  const entries = Object.entries(headers);
  if (entries.length === 0) return null;
  return (
    <dl className={styles.headers} aria-label={t.headers}>
      {entries.map(([name, value]) => (
        <div key={name} className={styles.header}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MailItem({ mail }: { mail: AdminMailSummary }) {
  const [open, setOpen] = useState(false);
  const body = useMailBody(mail.mailId, open);
  const panelId = useId();
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <div className={styles.meta}>
          <span className={`${styles.status} ${styles[mail.status]}`}>{t.status[mail.status] ?? mail.status}</span>
          <span className={styles.kind}>{t.kind[mail.kind] ?? mail.kind}</span>
          <span className={styles.time}>{formatDateTime(mail.createdAt)}</span>
        </div>
        <div className={styles.subject}>{mail.subject}</div>
        <div className={styles.to}>
          {t.to}: {mail.to} · {t.attempts(mail.attempts)}
        </div>
        {mail.lastError && <div className={styles.lastError}>{mail.lastError}</div>}
      </div>
      <Button
        variant="secondary"
        size="small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? t.close : t.read}
      </Button>
      {open && (
        <div id={panelId} className={styles.body}>
          {body.isPending ? (
            <Spinner label={t.bodyLoading} />
          ) : body.data ? (
            <>
              <MailHeaders headers={body.data.mail.headers} />
              <MailText text={body.data.mail.text} />
            </>
          ) : (
            <ErrorPanel message={errorMessage(body.error)} onRetry={() => body.refetch()} />
          )}
        </div>
      )}
    </li>
  );
}
