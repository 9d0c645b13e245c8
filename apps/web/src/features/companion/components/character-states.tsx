import type { UseQueryResult } from '@tanstack/react-query';
import type { CharacterProfile } from '@tubesphere/shared/contract/character';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Ghost } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import styles from './character-page.module.css';

/** The customizer's states: loading (with debug info and retry), error (with retry), no data (with refresh). */
export function CharacterStates({ query, userId }: { query: UseQueryResult<CharacterProfile>; userId: string }) {
  const t = ko.character;
  const retry = () => void query.refetch();
  if (query.isError) {
    return <ErrorPanel message={errorMessage(query.error)} onRetry={retry} />;
  }
  if (query.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={ko.companion.loading} />
        <p className={styles.debug}>{t.loadingDebug(userId, query.failureCount + 1)}</p>
        <Button variant="secondary" size="small" onClick={retry}>
          {ko.common.retry}
        </Button>
      </div>
    );
  }
  return (
    <EmptyState
      icon={Ghost}
      title={t.emptyTitle}
      message={t.emptyText}
      action={
        <Button variant="secondary" onClick={retry}>
          {ko.common.refresh}
        </Button>
      }
    />
  );
}
