import { Avatar } from '../../../components/avatar.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { ArrowLeft } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useCharacterProfile } from '../api/get-character-profile.ts';
import styles from './character-page.module.css';
import { CharacterStates } from './character-states.tsx';
import { CompanionNotices } from './companion-notices.tsx';
import { Customizer } from './customizer.tsx';

/** /character (signed-in only): the customizer in page mode. */
export function CharacterPage() {
  const t = ko.character;
  useDocumentTitle(ko.pages.character);
  const user = useCurrentUser();
  const userId = user?.user_id ?? null;
  const query = useCharacterProfile(userId);
  const profile = query.data;
  const name = profile?.character.character_name ?? t.pageTitle;

  return (
    <div className={styles.page}>
      <Link to="/" className={`${buttonClass('ghost', 'small')} ${styles.back}`}>
        <ArrowLeft size={16} /> {t.backHome}
      </Link>
      <header className={styles.header}>
        <Avatar name={user?.user_name ?? ''} src={user?.profile_image} size={56} />
        <div className={styles.heading}>
          <h1 className={styles.title}>{name}</h1>
          <p className={styles.subtitle}>
            {user && <span className={styles.owner}>{t.headerTitle(user.user_name)}</span>}
            {t.headerSubtitle}
          </p>
        </div>
      </header>
      {userId && profile && profile.availableParts.length > 0 ? (
        <Customizer key={userId} profile={profile} userId={userId} mode="page" />
      ) : (
        <CharacterStates query={query} userId={userId ?? ''} />
      )}
      <CompanionNotices />
    </div>
  );
}
