import { Button } from '../../../components/button.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import styles from './profile.module.css';

const t = ko.profile;

interface PreviousPager {
  hasPreviousPage: boolean;
  isFetchingPreviousPage: boolean;
  isFetchPreviousPageError: boolean;
  error: unknown;
  fetchPreviousPage: () => Promise<unknown>;
}

/**
 * Above a tab's list once its first pages were let go (`maxPages`): the button that brings the
 * page before back (`label`: 이전 글 보기, 이전 댓글 보기), its loading and error states.
 */
export function ListHeader({ query, label }: { query: PreviousPager; label: string }) {
  if (!query.hasPreviousPage) return null;
  return (
    <div className={styles.footer}>
      {query.isFetchingPreviousPage ? (
        <Spinner label={ko.common.loading} />
      ) : query.isFetchPreviousPageError ? (
        <ErrorPanel message={errorMessage(query.error)} onRetry={() => void query.fetchPreviousPage()} />
      ) : (
        <Button variant="secondary" onClick={() => void query.fetchPreviousPage()}>
          {label}
        </Button>
      )}
    </div>
  );
}

interface Pager {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/** "더 보기" under a tab's list, its loading and error states, and the end of the list. */
export function ListFooter({ query }: { query: Pager }) {
  return (
    <div className={styles.footer}>
      {query.isFetchingNextPage && <Spinner label={ko.common.loading} />}
      {query.isFetchNextPageError && (
        <ErrorPanel message={errorMessage(query.error)} onRetry={() => void query.fetchNextPage()} />
      )}
      {query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError && (
        <Button variant="secondary" onClick={() => void query.fetchNextPage()}>
          {t.loadMore}
        </Button>
      )}
      {!query.hasNextPage && <p className={styles.end}>{t.end}</p>}
    </div>
  );
}
