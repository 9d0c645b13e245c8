import { useSearchParams } from 'react-router';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './feed-sort-tabs.module.css';

const t = ko.engagement.feedScope;

/** `?feed=following` on home: the 팔로잉 tab (signed in only). */
export const FOLLOWING_PARAM = 'feed';

/** 전체 / 팔로잉 above the home feed for a signed-in member; the choice lives in the address. */
export function FeedScopeTabs({ following }: { following: boolean }) {
  const [params, setParams] = useSearchParams();
  const choose = (next: boolean) => {
    const copy = new URLSearchParams(params);
    if (next) copy.set(FOLLOWING_PARAM, 'following');
    else copy.delete(FOLLOWING_PARAM);
    setParams(copy);
  };
  return (
    <fieldset className={styles.tabs}>
      <legend className="visually-hidden">{t.label}</legend>
      <button type="button" className={styles.tab} aria-pressed={!following} onClick={() => choose(false)}>
        {t.all}
      </button>
      <button type="button" className={styles.tab} aria-pressed={following} onClick={() => choose(true)}>
        {t.following}
      </button>
    </fieldset>
  );
}
