import { MESSAGE_CONTENT_MAX } from '@tubesphere/shared/contract/messages';
import { formatNumber } from '@tubesphere/shared/domain/format';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Avatar } from '../../../components/avatar.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { ArrowLeft, Mail } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { ReportDialog, type ReportTarget } from '../../reports/index.ts';
import { useConversations, useMarkConversationRead, useSendMessage, useThread } from '../api/messages.ts';
import styles from './messages.module.css';

const t = ko.messages;

/** /messages and /messages/{userId} (signed in): the conversations, and one thread beside them. */
export function MessagesPage() {
  const user = useCurrentUser();
  const { userId: otherId } = useParams();
  useDocumentTitle(ko.pages.messages);
  // RequireUser renders this page only with a user.
  if (!user) return null;
  return (
    <div className={`${styles.page} ${otherId ? styles.threadOpen : ''}`}>
      <h1 className={styles.title}>{t.title}</h1>
      <div className={styles.columns}>
        <Conversations userId={user.user_id} selected={otherId ?? null} />
        <section className={styles.threadColumn} aria-label={otherId ? undefined : t.pickConversation}>
          {otherId ? (
            <Thread key={otherId} userId={user.user_id} otherId={otherId} />
          ) : (
            <p className={styles.pick}>{t.pickConversation}</p>
          )}
        </section>
      </div>
    </div>
  );
}

function Conversations({ userId, selected }: { userId: string; selected: string | null }) {
  const pages = useConversations(userId);
  const conversations = pages.data?.pages.flatMap((page) => page.conversations) ?? [];
  let body: React.ReactNode;
  if (pages.isPending) body = <Spinner label={t.loading} />;
  else if (pages.isError)
    body = <ErrorPanel title={t.loadFailed} message={errorMessage(pages.error)} onRetry={() => void pages.refetch()} />;
  else if (conversations.length === 0) body = <EmptyState icon={Mail} title={t.empty} message={t.emptyHint} />;
  else
    body = (
      <>
        <ul className={styles.conversations}>
          {conversations.map((conversation) => {
            const mine = conversation.lastMessage.senderId === userId;
            return (
              <li key={conversation.user.id}>
                <Link
                  to={`/messages/${conversation.user.id}`}
                  className={`${styles.conversation} ${conversation.user.id === selected ? styles.current : ''}`}
                  aria-current={conversation.user.id === selected ? 'page' : undefined}
                >
                  <span aria-hidden="true">
                    <Avatar name={conversation.user.name} src={conversation.user.profileImage} size={40} />
                  </span>
                  <span className={styles.conversationText}>
                    <span className={styles.conversationName}>{conversation.user.name}</span>
                    <span className={styles.preview}>
                      {mine ? `${t.mine}: ` : ''}
                      {conversation.lastMessage.content}
                    </span>
                  </span>
                  <span className={styles.conversationMeta}>
                    <RelativeTime date={conversation.lastMessage.createdAt} className={styles.time} />
                    {conversation.unreadCount > 0 && (
                      <span className={styles.unread}>{t.unread(formatNumber(conversation.unreadCount))}</span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        {pages.hasNextPage && (
          <Button variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {t.more}
          </Button>
        )}
      </>
    );
  return (
    <nav className={styles.listColumn} aria-label={t.listLabel}>
      {body}
    </nav>
  );
}

function Thread({ userId, otherId }: { userId: string; otherId: string }) {
  const thread = useThread(userId, otherId);
  const markRead = useMarkConversationRead(userId);
  const first = thread.data?.pages[0];
  const messages = [...(thread.data?.pages ?? [])].reverse().flatMap((page) => page.messages);
  const unreadFromThem = messages.some((message) => message.senderId === otherId && message.readAt === null);
  const endRef = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  useEffect(() => {
    if (unreadFromThem && !markRead.isPending) markRead.mutate(otherId);
  }, [unreadFromThem, otherId, markRead]);
  useEffect(() => {
    if (newest !== undefined) endRef.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  if (thread.isPending) return <Spinner label={t.loading} />;
  if (thread.isError) {
    if (thread.error instanceof ApiError && thread.error.status === 404)
      return <EmptyState title={t.userNotFound} action={<BackLink />} />;
    return (
      <ErrorPanel title={t.loadFailed} message={errorMessage(thread.error)} onRetry={() => void thread.refetch()} />
    );
  }
  const other = first?.user;
  if (!other) return null;
  return (
    <div className={styles.thread}>
      <header className={styles.threadHeader}>
        <BackLink />
        <Link to={`/user/${other.id}`} className={styles.threadUser}>
          <span aria-hidden="true">
            <Avatar name={other.name} src={other.profileImage} size={32} />
          </span>
          <h2 className={styles.threadTitle}>{t.threadLabel(other.name)}</h2>
        </Link>
      </header>
      {thread.hasNextPage && (
        <div className={styles.older}>
          <Button
            variant="ghost"
            size="small"
            onClick={() => void thread.fetchNextPage()}
            disabled={thread.isFetchingNextPage}
          >
            {t.older}
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className={styles.pick}>{t.threadEmpty}</p>
      ) : (
        <ol className={styles.messages} aria-label={t.threadLabel(other.name)}>
          {messages.map((message) => {
            const mine = message.senderId === userId;
            return (
              <li key={message.id} className={`${styles.message} ${mine ? styles.mine : styles.theirs}`}>
                <span className="visually-hidden">{mine ? t.sentByMe : t.sentBy(other.name)}</span>
                <p className={styles.bubble}>{message.content}</p>
                <span className={styles.messageMeta}>
                  <RelativeTime date={message.createdAt} />
                  {mine && message.readAt && ` · ${t.read}`}
                  {!mine && (
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={t.reportLabel(other.name)}
                      onClick={() => setReporting({ targetType: 'message', targetId: message.id })}
                    >
                      {t.report}
                    </Button>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div ref={endRef} />
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
      {first.canSend ? (
        <Compose userId={userId} otherId={otherId} />
      ) : (
        <p className={styles.cannotSend} role="status">
          {t.cannotSend}
        </p>
      )}
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/messages" className={`${buttonClass('ghost', 'small')} ${styles.back}`}>
      <ArrowLeft size={18} />
      {t.back}
    </Link>
  );
}

function Compose({ userId, otherId }: { userId: string; otherId: string }) {
  const send = useSendMessage(userId, otherId);
  const [content, setContent] = useState('');
  const fieldId = useId();
  const counterId = useId();
  const submit = () => {
    if (!content.trim() || send.isPending) return;
    send.mutate(content, { onSuccess: () => setContent('') });
  };
  return (
    <form
      className={styles.compose}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={fieldId} className="visually-hidden">
        {t.composeLabel}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={content}
        maxLength={MESSAGE_CONTENT_MAX}
        rows={3}
        placeholder={t.composePlaceholder}
        aria-describedby={counterId}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <div className={styles.composeBar}>
        <span id={counterId} className={styles.counter}>
          {t.counter(formatNumber(content.length), formatNumber(MESSAGE_CONTENT_MAX))}
        </span>
        {send.isError && (
          <span className={styles.error} role="alert">
            {errorMessage(send.error)}
          </span>
        )}
        <Button type="submit" disabled={!content.trim() || send.isPending}>
          {send.isPending ? t.sending : t.send}
        </Button>
      </div>
    </form>
  );
}
