import type { OAuthProvider } from '@tubesphere/shared/contract/oauth';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { oauthErrorMessage } from '../../auth/index.ts';
import { useLinkedAccounts, useUnlinkAccount } from '../api/linked-accounts.ts';
import styles from './settings.module.css';
import { SettingsSection } from './settings-section.tsx';

const t = ko.accounts.oauth;

/** 연결된 계정: 카카오 / 네이버 / Google, each linked (with its address) or a link to connect it. */
export function LinkedAccountsSection() {
  const links = useLinkedAccounts();
  const unlink = useUnlinkAccount();
  const [params] = useSearchParams();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(() => {
    const linked = params.get('linked');
    if (linked === 'kakao' || linked === 'naver' || linked === 'google')
      return { ok: true, text: t.linkedDone(t.name[linked]) };
    const problem = oauthErrorMessage(params.get('oauthError'));
    return problem ? { ok: false, text: problem } : null;
  });

  const remove = async (provider: OAuthProvider) => {
    if (!window.confirm(t.unlinkConfirm(t.name[provider]))) return;
    setNote(null);
    try {
      await unlink.mutateAsync(provider);
      setNote({ ok: true, text: t.unlinked(t.name[provider]) });
    } catch (caught) {
      setNote({ ok: false, text: errorMessage(caught) });
    }
  };

  let body: React.ReactNode;
  if (links.isPending) body = <Spinner label={t.loading} />;
  else if (!links.data) body = <ErrorPanel message={errorMessage(links.error)} onRetry={() => links.refetch()} />;
  else if (links.data.available.length === 0 && links.data.links.length === 0)
    body = <p className={styles.hint}>{t.none}</p>;
  else {
    const { available, hasPassword } = links.data;
    const byProvider = new Map(links.data.links.map((link) => [link.provider, link]));
    const shown = [...new Set([...available, ...byProvider.keys()])];
    body = (
      <>
        <ul className={styles.linkList}>
          {shown.map((provider) => {
            const link = byProvider.get(provider);
            return (
              <li key={provider} className={styles.linkRow}>
                <span className={styles.linkName}>
                  <strong>{t.name[provider]}</strong>{' '}
                  <span className={link ? styles.badgeOk : styles.badgeWarn}>{link ? t.linked : t.notLinked}</span>
                  {link?.email && <span className={styles.hint}> {link.email}</span>}
                </span>
                {link ? (
                  <Button variant="secondary" size="small" onClick={() => remove(provider)} disabled={unlink.isPending}>
                    {unlink.isPending && unlink.variables === provider ? t.unlinking : t.unlink}
                  </Button>
                ) : available.includes(provider) ? (
                  <a className={buttonClass('secondary', 'small')} href={`/api/auth/oauth/${provider}?mode=link`}>
                    {t.link}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
        {!hasPassword && <p className={styles.hint}>{t.noPasswordHint}</p>}
      </>
    );
  }

  return (
    <SettingsSection id="linked-accounts" title={t.linkedTitle} description={t.linkedDescription}>
      {note && (
        <p className={note.ok ? styles.success : styles.error} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
      {body}
    </SettingsSection>
  );
}
