import { FEED_PERIODS, FEED_SORTS } from '@tubesphere/shared/contract/feed';
import * as ko from '../../../i18n/ko/index.ts';
import type { FeedOrder } from '../api/get-feed.ts';
import styles from './feed-sort-tabs.module.css';

const t = ko.feed.sort;

/** 최신 / 인기 / 베스트 (with 오늘 · 이번 주 · 이번 달 for 베스트). Pinned posts stay on top in each. */
export function FeedSortTabs({ order, onChange }: { order: FeedOrder; onChange: (order: FeedOrder) => void }) {
  return (
    <div className={styles.bar}>
      <fieldset className={styles.tabs}>
        <legend className="visually-hidden">{t.label}</legend>
        {FEED_SORTS.map((sort) => (
          <button
            key={sort}
            type="button"
            className={styles.tab}
            aria-pressed={order.sort === sort}
            onClick={() => onChange({ ...order, sort })}
          >
            {t.sorts[sort]}
          </button>
        ))}
      </fieldset>
      {order.sort === 'top' && (
        <fieldset className={styles.periods}>
          <legend className="visually-hidden">{t.periodLabel}</legend>
          {FEED_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              className={styles.tab}
              aria-pressed={order.period === period}
              onClick={() => onChange({ ...order, period })}
            >
              {t.periods[period]}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
