import { isSearchTooShort } from '@tubesphere/shared/domain/search-text';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { SearchX } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { type SearchSort, useSearchPosts } from '../api/search-posts.ts';
import { rememberSearch } from '../hooks/use-recent-searches.ts';
import { RecentSearches } from './recent-searches.tsx';
import { SearchResultCard } from './search-result-card.tsx';
import styles from './search-results.module.css';

const t = ko.search;
const SORTS: SearchSort[] = ['relevance', 'newest'];

/**
 * Results for the `q` in the URL (the source of truth: reload and share keep them). A query too
 * short to search is not sent: the page says what is needed (두 글자 이상) instead of an error.
 */
export function SearchResults({ q }: { q: string }) {
  if (isSearchTooShort(q)) return <TooShort q={q} />;
  return <Results q={q} />;
}

function TooShort({ q }: { q: string }) {
  const [, setParams] = useSearchParams();
  useDocumentTitle(t.heading(q));
  return (
    <section className={styles.section} aria-label={t.resultsLabel}>
      <div className={styles.header}>
        <h2 className={styles.heading}>{t.heading(q)}</h2>
      </div>
      <EmptyState icon={SearchX} title={t.tooShortTitle} message={t.tooShortMessage} />
      <div className={styles.footer}>
        <Button variant="ghost" onClick={() => setParams({})}>
          {t.backToFeed}
        </Button>
      </div>
    </section>
  );
}

function Results({ q }: { q: string }) {
  const [params, setParams] = useSearchParams();
  const sort: SearchSort = params.get('ssort') === 'newest' ? 'newest' : 'relevance';
  const user = useCurrentUser();
  const search = useSearchPosts(q, sort, user?.user_id ?? null);
  useDocumentTitle(t.heading(q));
  const results = useMemo(() => search.data?.pages.flatMap((page) => page.data.posts) ?? [], [search.data]);

  const setQuery = (next: string) => {
    rememberSearch(next);
    setParams({ q: next });
  };
  const setSort = (next: SearchSort) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next === 'relevance') updated.delete('ssort');
      else updated.set('ssort', next);
      return updated;
    });

  return (
    <section className={styles.section} aria-label={t.resultsLabel}>
      <div className={styles.header}>
        <h2 className={styles.heading}>{t.heading(q)}</h2>
        <fieldset className={styles.sorts}>
          <legend className="visually-hidden">{t.sortLabel}</legend>
          {SORTS.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.sort}
              aria-pressed={sort === option}
              onClick={() => setSort(option)}
            >
              {t.sorts[option]}
            </button>
          ))}
        </fieldset>
      </div>
      <RecentSearches onPick={setQuery} />
      {search.isPending ? (
        <Spinner label={t.loading} />
      ) : search.isError && !search.data ? (
        <ErrorPanel message={errorMessage(search.error)} onRetry={() => void search.refetch()} />
      ) : results.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t.emptyTitle(q)}
          message={t.emptyMessage}
          action={
            <fieldset className={styles.chips}>
              <legend className="visually-hidden">{t.suggestionsLabel}</legend>
              {t.suggestions.map((suggestion) => (
                <button key={suggestion} type="button" className={styles.chip} onClick={() => setQuery(suggestion)}>
                  {suggestion}
                </button>
              ))}
            </fieldset>
          }
        />
      ) : (
        <>
          <ul className={styles.list}>
            {results.map((result) => (
              <li key={result.postId}>
                <SearchResultCard result={result} />
              </li>
            ))}
          </ul>
          <div className={styles.footer}>
            {search.isFetchingNextPage && <Spinner label={t.loadingMore} />}
            {search.hasNextPage && !search.isFetchingNextPage && (
              <Button variant="secondary" onClick={() => void search.fetchNextPage()}>
                {t.loadMore}
              </Button>
            )}
            {!search.hasNextPage && <p className={styles.end}>{t.end}</p>}
          </div>
        </>
      )}
      <div className={styles.footer}>
        <Button variant="ghost" onClick={() => setParams({})}>
          {t.backToFeed}
        </Button>
      </div>
    </section>
  );
}
