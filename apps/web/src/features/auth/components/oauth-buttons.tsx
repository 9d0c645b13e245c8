import type { OAuthProvider } from '@tubesphere/shared/contract/oauth';
import * as ko from '../../../i18n/ko/index.ts';
import { useOAuthProviders } from '../api/oauth.ts';
import styles from './oauth-buttons.module.css';

const t = ko.accounts.oauth;

function ProviderMark({ provider }: { provider: OAuthProvider }) {
  if (provider === 'kakao')
    return (
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 3C6.5 3 2 6.6 2 11c0 2.8 1.9 5.3 4.7 6.7l-1 3.6c-.1.3.3.6.6.4l4.2-2.8c.5.1 1 .1 1.5.1 5.5 0 10-3.6 10-8S17.5 3 12 3z"
        />
      </svg>
    );
  if (provider === 'naver')
    return (
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path fill="currentColor" d="M16.273 12.845 7.376 0H0v24h7.726V11.156L16.624 24H24V0h-7.727v12.845Z" />
      </svg>
    );
  return (
    <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.6 13.3l7.9 6.2C12.4 13.7 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.3 5.7c4.3-3.9 7-9.8 7-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C.9 16.5 0 20.1 0 24s.9 7.5 2.6 10.8l7.9-6.2z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.3-5.7c-2 1.4-4.7 2.3-8.6 2.3-6.3 0-11.6-4.2-13.5-10l-7.9 6.2C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/** 카카오 / 네이버 / Google buttons in each brand's own colours; only the providers the site has. */
export function OAuthButtons() {
  const providers = useOAuthProviders();
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;
  return (
    <div className={styles.wrap}>
      <div className={styles.divider}>
        <span>{t.or}</span>
      </div>
      <ul className={styles.list} aria-label={t.providersLabel}>
        {list.map((provider) => (
          <li key={provider}>
            {/* A full navigation: the provider's page, then back through the server. */}
            <a className={`${styles.button} ${styles[provider]}`} href={`/api/auth/oauth/${provider}`}>
              <ProviderMark provider={provider} />
              <span>{t.button[provider]}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
