import { useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Compass, Inbox } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { lazyNamed, suspended } from '../../../lib/lazy-component.ts';
import { PostMenuExtrasProvider } from '../../../lib/post-menu-extras.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import {
  SphereHeader,
  SphereSections,
  SphereStaffMenu,
  SphereStaffProvider,
  useSphere,
  useSpherePostActions,
} from '../../spheres/index.ts';
import { useFeedOrder } from '../hooks/use-feed-order.ts';
import { FeedList } from './feed-list.tsx';
import { FeedSortTabs } from './feed-sort-tabs.tsx';
import styles from './sphere-page.module.css';
import { type SphereTab, SphereTabs } from './sphere-tabs.tsx';

// The 재생목록 tab's code loads when the tab is first opened, not with the feed every page shows.
const LazySpherePlaylists = lazyNamed(() =>
  import('../../playlists/index.ts').then((module) => module.SpherePlaylists),
);

const t = ko.spheres.page;

/** Ids as the server takes them: a positive integer without leading zeros. */
const parseSphereId = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * /sphere/{sphereId}: the sphere (icon, name, description, members, 가입/탈퇴) over its feed, in the
 * home feed's orders (최신 · 인기 · 베스트, in the URL) with the same infinite scroll and states.
 */
export function SpherePage() {
  const sphereId = parseSphereId(useParams().sphereId);
  if (sphereId === null) return <SphereNotFound />;
  return <SphereView sphereId={sphereId} />;
}

function SphereView({ sphereId }: { sphereId: number }) {
  const user = useCurrentUser();
  const sphere = useSphere(sphereId, user?.user_id ?? null);
  const [order, setOrder] = useFeedOrder();
  const [search, setSearch] = useSearchParams();
  // In the address, so the tab survives a reload and can be shared.
  const tab: SphereTab = search.get('tab') === 'playlists' ? 'playlists' : 'posts';
  const selectTab = (next: SphereTab) => {
    const params = new URLSearchParams(search);
    if (next === 'posts') params.delete('tab');
    else params.set('tab', next);
    setSearch(params, { replace: true, preventScrollReset: true });
  };
  useDocumentTitle(sphere.data ? `${sphere.data.name} ${ko.feed.card.sphereSuffix}` : ko.pages.sphere);

  if (sphere.isError) {
    if (sphere.error instanceof ApiError && (sphere.error.status === 404 || sphere.error.status === 400)) {
      return <SphereNotFound />;
    }
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">{ko.pages.sphere}</h1>
        <ErrorPanel message={errorMessage(sphere.error)} onRetry={() => void sphere.refetch()} />
      </div>
    );
  }
  // The feed loads beside the sphere rather than after it.
  const name = sphere.data?.name ?? '';
  const member = Boolean(user) && Boolean(sphere.data?.isJoined);
  return (
    <SphereStaffProvider sphere={sphere.data ?? null}>
      <PostMenuExtrasProvider extras={useSpherePostActions}>
        <div className={styles.page}>
          {sphere.data ? <SphereHeader sphere={sphere.data} /> : <Spinner label={ko.spheres.loading} />}
          {sphere.data && <SphereStaffMenu sphere={sphere.data} />}
          {sphere.data && <SphereSections sphere={sphere.data} />}
          <p className={styles.modlogLink}>
            <Link to={`/modlog?sphere=${sphereId}`}>{ko.modlog.sphereLink}</Link>
          </p>
          <SphereTabs selected={tab} onSelect={selectTab}>
            {tab === 'posts' ? (
              <>
                <FeedSortTabs order={order} onChange={setOrder} />
                <FeedList
                  order={order}
                  source={{ kind: 'sphere', sphereId }}
                  label={t.feedLabel(name)}
                  empty={
                    <EmptyState icon={Inbox} title={t.emptyTitle} message={member ? t.emptyMember : t.emptyGuest} />
                  }
                />
              </>
            ) : (
              suspended(LazySpherePlaylists, { sphereId, sphereName: name })
            )}
          </SphereTabs>
        </div>
      </PostMenuExtrasProvider>
    </SphereStaffProvider>
  );
}

function SphereNotFound() {
  useDocumentTitle(t.notFoundTitle);
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{ko.pages.sphere}</h1>
      <EmptyState
        icon={Compass}
        title={t.notFoundTitle}
        message={t.notFoundMessage}
        action={
          <Link to="/spheres" className={buttonClass('secondary')}>
            {t.toDirectory}
          </Link>
        }
      />
    </div>
  );
}
