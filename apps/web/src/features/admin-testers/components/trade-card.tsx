import type { TradeItem } from '@tubesphere/shared/contract/real-estate';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './testers.module.css';

const t = ko.adminTesters.realEstate;

/** Complex, district, area, floor, year, trade date and amount (docs/product.md#real-estate). */
export function TradeCard({ item }: { item: TradeItem }) {
  return (
    <article className={styles.tradeCard}>
      <h4 className={styles.cardTitle}>{item.aptName}</h4>
      <p className={styles.cardMeta}>
        {item.district}
        {item.jibun && ` ${item.jibun}`}
      </p>
      {item.dealAmount !== null && <p className={styles.amount}>{t.amount(item.dealAmount)}</p>}
      <ul className={styles.tradeFacts}>
        {item.areaM2 !== null && <li>{t.area(item.areaM2)}</li>}
        {item.floor !== null && <li>{t.floor(item.floor)}</li>}
        {item.buildYear !== null && <li>{t.built(item.buildYear)}</li>}
        {item.dealDate && <li>{t.dealDate(item.dealDate)}</li>}
      </ul>
    </article>
  );
}
