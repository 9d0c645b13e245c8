import { EmptyState } from '../../../components/empty-state.tsx';
import { Bookmark } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { DocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './bookmarks-page.module.css';
import { FeedList } from './feed-list.tsx';

const t = ko.engagement.bookmarks;

/** /bookmarks: the member's saved posts (스크랩), newest saved first, as feed cards. */
export function BookmarksPage() {
  return (
    <div className={styles.page}>
      <DocumentTitle title={t.title} />
      <h1 className={styles.title}>{t.heading}</h1>
      <FeedList
        source={{ kind: 'bookmarks' }}
        label={t.listLabel}
        empty={<EmptyState icon={Bookmark} title={t.emptyTitle} message={t.emptyMessage} />}
      />
    </div>
  );
}
