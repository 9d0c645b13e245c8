import type { CommentMention } from '@tubesphere/shared/domain/comment-text';
import { splitCommentText } from '@tubesphere/shared/domain/comment-text';
import { Fragment, useMemo } from 'react';
import { MentionLink } from './mention-link.tsx';
import { TimestampText } from './timestamp-text.tsx';

/**
 * A post's text with its resolved @mentions as profile links and the rest as before (timestamps
 * seek the video): addresses in a post stay text, as they always have, since link blocks exist for them.
 */
export function MentionText({ text, mentions }: { text: string; mentions: readonly CommentMention[] }) {
  const runs = useMemo(() => {
    if (mentions.length === 0) return [{ text, userId: null }];
    const out: { text: string; userId: string | null }[] = [];
    for (const part of splitCommentText(text, mentions)) {
      const last = out.at(-1);
      if (part.type === 'mention') out.push({ text: part.text, userId: part.userId });
      else if (last && last.userId === null) last.text += part.text;
      else out.push({ text: part.text, userId: null });
    }
    return out;
  }, [text, mentions]);
  return (
    <>
      {runs.map((run, index) => (
        // Runs never move within one text: their position is their identity.
        <Fragment key={`${index}:${run.userId ?? ''}`}>
          {run.userId === null ? (
            <TimestampText text={run.text} />
          ) : (
            <MentionLink text={run.text} userId={run.userId} />
          )}
        </Fragment>
      ))}
    </>
  );
}
