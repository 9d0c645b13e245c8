import { useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Sparkles } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Modal } from '../../../components/modal.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useCharacterProfile } from '../api/get-character-profile.ts';
import type { CompanionNotice } from '../utils/notices.ts';
import styles from './companion-notices.module.css';
import { CompanionPortrait } from './companion-portrait.tsx';
import { PartIcon } from './part-icon.tsx';
import { rarityStyle } from './part-rarity.tsx';

/** One level-up or unlock notice; its code loads with the first notice (companion-notices.tsx). */
export function CompanionNoticeDialog({ current, close }: { current: CompanionNotice; close: () => void }) {
  const t = ko.companion.notices;
  const user = useCurrentUser();
  const { data } = useCharacterProfile(user?.user_id ?? null);
  const onCharacterPage = useLocation().pathname === '/character';
  const name = data?.character.character_name ?? ko.companion.widget.heading;

  return (
    <Modal open title={current.kind === 'unlock' ? t.unlockTitle : t.levelUpTitle} onClose={close}>
      {current.kind === 'levelUp' && (
        <div className={styles.body}>
          <div className={styles.celebrate}>
            <CompanionPortrait profile={data} />
            <Sparkles className={`${styles.sparkle} ${styles.sparkleLeft}`} size={28} />
            <Sparkles className={`${styles.sparkle} ${styles.sparkleRight}`} size={28} />
          </div>
          <p className={styles.lead}>{t.levelUpText(name, current.level)}</p>
          {current.levelUps > 1 && <p className={styles.text}>{t.levelUpMany(current.levelUps)}</p>}
          <p className={styles.text}>{t.levelUpStats}</p>
          <Button onClick={close} block>
            {t.ok}
          </Button>
        </div>
      )}
      {current.kind === 'unlock' && (
        <div className={styles.body}>
          <p className={styles.text}>{t.unlockText}</p>
          <ul className={styles.parts}>
            {current.parts.map((part) => (
              <li key={part.part_id} className={styles.part} style={rarityStyle(part.rarity)}>
                <PartIcon icon={part.part_icon} className={styles.partIcon} />
                <span className={styles.partName}>{part.part_name}</span>
                <span className={styles.partRarity}>{ko.companion.rarity[part.rarity]}</span>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            {!onCharacterPage && (
              <Link to="/character" className={buttonClass('primary')} onClick={close}>
                {t.goCustomize}
              </Link>
            )}
            <Button variant={onCharacterPage ? 'primary' : 'secondary'} onClick={close}>
              {t.ok}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
