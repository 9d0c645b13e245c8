import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { HydrateApart } from '../../../components/hydrate-apart.tsx';
import { ChevronDown, ChevronUp, Tag, UserPlus } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { lazyNamed, suspended } from '../../../lib/lazy-component.ts';
import { DocumentTitle } from '../../../lib/use-document-title.ts';
import { useHomeVisibility } from '../../admin-settings/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { CompanionNotices, CompanionWidget } from '../../companion/index.ts';
import { SearchResults } from '../../search/index.ts';
import { useFeedFilters } from '../hooks/use-feed-filters.ts';
import { useFeedOrder } from '../hooks/use-feed-order.ts';
import { CategoryLists } from './category-lists.tsx';
import { FeedFilterBar } from './feed-filter-bar.tsx';
import { FeedList } from './feed-list.tsx';
import { FeedScopeTabs, FOLLOWING_PARAM } from './feed-scope-tabs.tsx';
import { FeedSortTabs } from './feed-sort-tabs.tsx';
import styles from './home-page.module.css';
import { HomeStrip } from './home-strip.tsx';
import { KeywordBox } from './keyword-box.tsx';
import { NavMenu } from './nav-menu.tsx';
import { ProfileCard } from './profile-card.tsx';

// The card (a small feature of its own, not the spheres pages) loads beside the feed, not before
// it. Not after the first screen like the companion's pieces: its 가입 buttons need their code,
// where those are plain links.
const LazyRecommendedSpheresCard = lazyNamed(() =>
  import('../../sphere-membership/index.ts').then((module) => module.RecommendedSpheresCard),
);
const RecommendedSpheresCard = () => suspended(LazyRecommendedSpheresCard, {});

/**
 * Home (docs/product.md#home): three columns on a desktop. On a phone the feed comes first: profile and
 * companion shrink to one strip above it, search is the header's, and the rest of the side
 * content (menus, categories, spheres) opens from a toggle above the feed — below an endless
 * feed it could never be reached.
 */
export function HomePage() {
  const user = useCurrentUser();
  const { companionVisible, recommendedSpheresVisible } = useHomeVisibility();
  const [sideOpen, setSideOpen] = useState(false);
  const sideId = useId();
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [order, setOrder] = useFeedOrder();
  const { filters } = useFeedFilters();
  const filtered = Boolean(filters.timing || filters.content);
  const following = Boolean(user) && params.get(FOLLOWING_PARAM) === 'following';

  return (
    <div className={styles.layout} data-side-open={sideOpen}>
      <h1 className="visually-hidden">{ko.common.siteName}</h1>
      <div className={styles.strip}>
        <HomeStrip companionVisible={companionVisible} />
      </div>
      <aside className={styles.left}>
        <div className={styles.desktopOnly}>
          <ProfileCard />
        </div>
        <button
          type="button"
          className={styles.sideToggle}
          aria-expanded={sideOpen}
          aria-controls={sideId}
          onClick={() => setSideOpen((open) => !open)}
        >
          {sideOpen ? ko.feed.sideToggleClose : ko.feed.sideToggleOpen}
          {sideOpen ? <ChevronUp size={18} /> : <ChevronDown size={18} />}
        </button>
        <div id={sideId} className={styles.more}>
          {companionVisible && (
            <div className={styles.desktopOnly}>
              <CompanionWidget />
            </div>
          )}
          {user && <NavMenu />}
          {user && <CategoryLists />}
          {recommendedSpheresVisible && (
            <div className={styles.phoneOnly}>
              <RecommendedSpheresCard />
            </div>
          )}
        </div>
      </aside>
      <div className={styles.main}>
        <div className={styles.desktopOnly}>
          <HydrateApart>
            <KeywordBox />
          </HydrateApart>
        </div>
        {q ? (
          <SearchResults q={q} />
        ) : (
          <>
            {/* Search results name the page after the search themselves. */}
            <DocumentTitle title={null} />
            <HydrateApart>
              {user && <FeedScopeTabs following={following} />}
              {!following && <FeedSortTabs order={order} onChange={setOrder} />}
              {!following && <FeedFilterBar filters={filters} />}
            </HydrateApart>
            {following ? (
              <FeedList
                source={{ kind: 'following' }}
                label={ko.engagement.feedScope.listLabel}
                empty={
                  <EmptyState
                    icon={UserPlus}
                    title={ko.engagement.feedScope.emptyTitle}
                    message={ko.engagement.feedScope.emptyMessage}
                  />
                }
              />
            ) : (
              <FeedList
                order={order}
                source={{ kind: 'home', ...filters }}
                empty={
                  filtered ? (
                    <EmptyState icon={Tag} title={ko.feed.filters.emptyTitle} message={ko.feed.filters.emptyMessage} />
                  ) : undefined
                }
              />
            )}
          </>
        )}
      </div>
      {recommendedSpheresVisible && (
        <aside className={styles.right}>
          <RecommendedSpheresCard />
        </aside>
      )}
      <CompanionNotices />
    </div>
  );
}
