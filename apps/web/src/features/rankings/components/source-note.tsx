import type { RankingSource } from '@tubesphere/shared/contract/rankings';
import { formatDateTime } from '@tubesphere/shared/domain/format';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './layout.module.css';

const t = ko.rankings;

/**
 * Where the numbers come from: "기준: {날짜 시각}" for collected data; for the sample data a
 * sentence saying so (the 예시 데이터 badge sits beside the page title).
 */
export function SourceNote({
  source,
  asOf,
  precisionNote = false,
}: {
  source: RankingSource;
  asOf: string | null;
  /** Pages showing subscriber growth say why it is approximate. */
  precisionNote?: boolean;
}) {
  const precision = precisionNote ? <span>{t.source.subscriberPrecision}</span> : null;
  if (source === 'sample' || !asOf)
    return (
      <p className={styles.sourceNote}>
        <span>{t.source.sample}</span>
        {precision}
      </p>
    );
  return (
    <p className={styles.sourceNote}>
      <time className={styles.asOf} dateTime={asOf}>
        {t.source.asOf(formatDateTime(asOf))}
      </time>
      <span>{t.source.live}</span>
      {precision}
    </p>
  );
}
