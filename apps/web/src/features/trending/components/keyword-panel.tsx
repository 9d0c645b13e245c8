import { KEYWORD_MAX_LENGTH } from '@tubesphere/shared/contract/trending';
import type { TrendingRegion } from '@tubesphere/shared/domain/rankings';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useKeywordSearch } from '../api/search-videos.ts';
import styles from './trending.module.css';
import { VideoResults } from './video-results.tsx';

const t = ko.trending;

interface KeywordPanelProps {
  region: TrendingRegion;
  q: string;
  onSearch: (q: string) => void;
}

/** The keyword tab: keyword buttons and a free search box, results by views. */
export function KeywordPanel({ region, q, onSearch }: KeywordPanelProps) {
  const [text, setText] = useState(q);
  const inputId = useId();
  const { data, error, isFetching, isError, refetch } = useKeywordSearch(q, region);
  const search = (keyword: string) => {
    setText(keyword);
    onSearch(keyword);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    if (keyword) search(keyword);
  };
  return (
    <div className={styles.panel}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.groupLabel}>{t.keywordsLabel}</legend>
        <div className={styles.chips}>
          {t.keywords.map((keyword) => (
            <button
              key={keyword}
              type="button"
              className={styles.chip}
              aria-pressed={keyword === q}
              onClick={() => search(keyword)}
            >
              #{keyword}
            </button>
          ))}
        </div>
      </fieldset>
      <form className={styles.search} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t.searchLabel}
        </label>
        <input
          id={inputId}
          className={styles.searchInput}
          type="search"
          value={text}
          maxLength={KEYWORD_MAX_LENGTH}
          placeholder={t.searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t.searchButton}</Button>
      </form>
      {q === '' ? (
        <p className={styles.note}>{t.pickKeyword}</p>
      ) : (
        <>
          <div className={styles.panelHead}>
            <h2 className={styles.panelTitle}>{t.keywordHeading(q, ko.rankings.regions[region])}</h2>
            {data && !isError && <p className={styles.note}>{t.keywordSource}</p>}
          </div>
          <VideoResults
            loading={isFetching && !data}
            loadingLabel={t.searching}
            error={isError ? error : null}
            errorTitle={t.searchError}
            onRetry={() => void refetch()}
            videos={data?.videos}
            emptyHint={t.emptyKeywordHint}
          />
        </>
      )}
    </div>
  );
}
