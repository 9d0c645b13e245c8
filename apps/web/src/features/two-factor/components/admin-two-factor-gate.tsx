import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Lock } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTwoFactorStatus } from '../api/two-factor.ts';

const t = ko.twoFactor;

function Blocked() {
  useDocumentTitle(t.adminBlockedTitle);
  return (
    <EmptyState
      icon={Lock}
      title={t.adminBlockedTitle}
      message={t.adminBlockedBody}
      action={
        <Link to="/settings#two-factor" className={buttonClass('primary')}>
          {t.adminBlockedLink}
        </Link>
      }
    />
  );
}

/**
 * The /admin pages while 관리자 2단계 인증 필수 is on: an admin without 2단계 인증 is sent to
 * /settings instead (the API refuses them too, with the same advice).
 */
export function AdminTwoFactorGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  if (status.isPending) return <Spinner label={ko.common.loading} />;
  if (!status.data) return <ErrorPanel message={errorMessage(status.error)} onRetry={() => status.refetch()} />;
  if (status.data.adminRequired && !status.data.enabled) return <Blocked />;
  return children;
}
