import * as ko from '../i18n/ko/index.ts';
import type { MentionCombobox } from '../lib/use-mention-combobox.ts';
import { Avatar } from './avatar.tsx';
import styles from './mention-list.module.css';

const t = ko.engagement.mention;

/** The listbox of a mention combobox (lib/use-mention-combobox.ts), and its spoken count. */
export function MentionList({
  combobox: { open, users, active, listId, optionId, choose: onChoose },
}: {
  combobox: Pick<MentionCombobox, 'open' | 'users' | 'active' | 'listId' | 'optionId' | 'choose'>;
}) {
  return (
    <>
      <div id={listId} role="listbox" aria-label={t.listLabel} className={styles.list} hidden={!open}>
        {open &&
          users.map((user, i) => (
            <div
              key={user.id}
              // Never focused: the field keeps the focus and names the active option (aria-activedescendant).
              tabIndex={-1}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              // mousedown, not click: the field keeps the focus and its caret.
              onMouseDown={(event) => {
                event.preventDefault();
                onChoose(user);
              }}
            >
              <Avatar name={user.name} src={user.profileImage} size={24} />
              {user.name}
            </div>
          ))}
      </div>
      <span className="visually-hidden" role="status">
        {open ? t.count(users.length) : ''}
      </span>
    </>
  );
}
