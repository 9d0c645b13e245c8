import { COMMENT_MAX_LENGTH } from '@tubesphere/shared/contract/comments';
import type { WatchPartyChatMessage } from '@tubesphere/shared/contract/watch-parties';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { sendChat } from '../api/watch-party.ts';
import styles from './watch-party.module.css';

const t = ko.watchParty;

/** The party's chat: beside the player on a wide screen, below it on a phone. Members write; guests read. */
export function PartyChat({
  partyId,
  chat,
  canChat,
}: {
  partyId: string;
  chat: WatchPartyChatMessage[];
  canChat: boolean;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element && chat.length > 0) element.scrollTop = element.scrollHeight;
  }, [chat.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    try {
      await sendChat(partyId, text);
      setText('');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.chat} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.subtitle}>
        {t.chat}
      </h2>
      {chat.length === 0 ? (
        <p className={styles.hint}>{t.chatEmpty}</p>
      ) : (
        <ol ref={list} className={styles.messages} aria-live="polite">
          {chat.map((message) => (
            <li key={message.id}>
              <span className={styles.author}>{message.userName}</span> {message.content}
            </li>
          ))}
        </ol>
      )}
      {canChat ? (
        <form className={styles.chatForm} onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t.chatLabel}
          </label>
          <input
            id={inputId}
            className={styles.input}
            value={text}
            maxLength={COMMENT_MAX_LENGTH}
            placeholder={t.chatPlaceholder}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" size="small" disabled={sending || !text.trim()}>
            {t.send}
          </Button>
        </form>
      ) : (
        <p className={styles.hint}>
          {t.signInToChat} <Link to="/login">{t.signIn}</Link>
        </p>
      )}
    </section>
  );
}
