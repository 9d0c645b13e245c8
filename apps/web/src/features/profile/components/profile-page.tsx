import { USER_MESSAGES } from '@tubesphere/shared/contract/users';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import { parseUserId, toWireUserId } from '@tubesphere/shared/domain/ids';
import { useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { SearchX, UserX } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { BlockButton } from '../../blocks/index.ts';
import { UserPlaylists } from '../../playlists/index.ts';
import { useUserProfile } from '../api/get-user-profile.ts';
import { FollowButton } from './follow-button.tsx';
import styles from './profile.module.css';
import { ProfileComments } from './profile-comments.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfilePosts } from './profile-posts.tsx';
import { type ProfileTab, ProfileTabs } from './profile-tabs.tsx';

const t = ko.profile;

/**
 * /user/{userId} (also /user/user12): someone's profile and what they wrote. The owner also
 * sees their pending posts and can change name, bio and picture. The tab lives in the address
 * (?tab=comments), so it survives a reload and can be shared.
 */
export function ProfilePage() {
  const params = useParams();
  const numericId = parseUserId(params.userId ?? '');
  const userId = numericId === null ? '' : toWireUserId(numericId);
  const viewer = useCurrentUser();
  const viewerId = viewer?.user_id ?? null;
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: ProfileTab = asked === 'comments' || asked === 'playlists' ? asked : 'posts';
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const profile = useUserProfile(userId);
  const notFound =
    numericId === null ||
    (profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400));
  const deleted = notFound && profile.error?.message === USER_MESSAGES.deleted;
  const notFoundTitle = deleted ? t.deletedTitle : t.notFoundTitle;
  useDocumentTitle(profile.data ? t.title(profile.data.user.user_name) : notFound ? notFoundTitle : ko.pages.profile);

  if (notFound) {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">{notFoundTitle}</h1>
        <EmptyState
          icon={deleted ? UserX : SearchX}
          title={notFoundTitle}
          message={deleted ? t.deletedMessage : t.notFoundMessage}
          action={<Button onClick={() => navigate('/')}>{t.goHome}</Button>}
        />
      </div>
    );
  }
  if (profile.isPending) return <Spinner label={t.loading} />;
  if (profile.isError) {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">{ko.pages.profile}</h1>
        <ErrorPanel message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />
      </div>
    );
  }

  const user = profile.data.user;
  const isOwner = viewerId === userId;
  const closeEditor = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <div className={styles.page}>
      <ProfileHeader
        user={user}
        action={
          isOwner && !editing ? (
            <Button
              ref={editButton}
              variant="secondary"
              size="small"
              className={styles.editButton}
              onClick={() => setEditing(true)}
            >
              {t.edit.open}
            </Button>
          ) : viewerId && !isOwner ? (
            <div className={styles.actions}>
              <FollowButton userId={userId} name={user.user_name} following={user.isFollowing} />
              <Link to={`/messages/${userId}`} className={buttonClass('secondary', 'small')}>
                {ko.messages.sendTo}
              </Link>
              <BlockButton viewerId={viewerId} userId={userId} name={user.user_name} />
            </div>
          ) : undefined
        }
      />
      {isOwner && editing && viewer && <ProfileEditForm user={viewer} onDone={closeEditor} />}
      <ProfileTabs
        selected={tab}
        counts={{ posts: formatCountKo(user.stats.posts), comments: formatCountKo(user.stats.comments) }}
        onSelect={(next) => setSearch(next === 'posts' ? {} : { tab: next }, { replace: true })}
      >
        {tab === 'posts' ? (
          <ProfilePosts userId={userId} viewerId={viewerId} />
        ) : tab === 'comments' ? (
          <ProfileComments userId={userId} viewerId={viewerId} />
        ) : (
          <UserPlaylists userId={userId} label={isOwner ? ko.profile.myPlaylists : ko.profile.tabs.playlists} />
        )}
      </ProfileTabs>
    </div>
  );
}
