import type { WatchPartyParticipantsEvent } from '@tubesphere/shared/contract/watch-parties';
import { useId } from 'react';
import { CopyButton } from '../../../components/copy-button.tsx';
import { Users } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './watch-party.module.css';

const t = ko.watchParty;

/** The invitation link and who has the party open (guests only counted). */
export function PartyPeople({
  partyId,
  hostId,
  people,
}: {
  partyId: string;
  hostId: string;
  people: WatchPartyParticipantsEvent;
}) {
  const inviteId = useId();
  const invite = `${window.location.origin}/watch/${partyId}`;
  return (
    <div className={styles.people}>
      <div className={styles.invite}>
        <label htmlFor={inviteId}>{t.invite}</label>
        <input id={inviteId} className={styles.input} value={invite} readOnly onFocus={(e) => e.target.select()} />
        <CopyButton text={invite} label={t.copyInvite} />
      </div>
      <section aria-label={t.participants}>
        <h2 className={styles.subtitle}>
          <Users size={18} /> {t.participantCount(people.participants.length)}
          {people.guestCount > 0 && ` · ${t.guests(people.guestCount)}`}
        </h2>
        <ul className={styles.participants}>
          {people.participants.map((person) => (
            <li key={person.id}>
              <Link to={`/user/${person.id}`}>{person.name}</Link>
              {person.id === hostId && <span className={styles.badge}>{t.host}</span>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
