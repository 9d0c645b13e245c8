import type { CommentMention } from '@tubesphere/shared/domain/comment-text';
import { splitCommentText } from '@tubesphere/shared/domain/comment-text';
import { useMemo } from 'react';
import { MentionLink } from '../../../components/mention-link.tsx';
import { TimestampText } from '../../../components/timestamp-text.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './comment-text.module.css';

/**
 * A comment's text with its http(s) addresses as links and its resolved @mentions as links to
 * the profile, and its timestamps (3:25) as seeks of the post's video: React elements only, so nothing in a comment is ever read as HTML. Links are
 * user content: no referrer trust, no ranking credit (ugc), a new tab.
 */
export function CommentText({ text, mentions }: { text: string; mentions: readonly CommentMention[] }) {
  const parts = useMemo(() => splitCommentText(text, mentions), [text, mentions]);
  return (
    <>
      {parts.map((part, index) => {
        // Parts never move within one text: their position is their identity.
        const key = `${index}:${part.type}`;
        if (part.type === 'link') {
          return (
            <a key={key} className={styles.link} href={part.href} target="_blank" rel="noopener nofollow ugc">
              {part.text}
              <span className="visually-hidden"> {ko.ownContent.externalLink}</span>
            </a>
          );
        }
        if (part.type === 'mention') return <MentionLink key={key} text={part.text} userId={part.userId} />;
        return <TimestampText key={key} text={part.text} />;
      })}
    </>
  );
}
