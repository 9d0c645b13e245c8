import type { Block } from '@tubesphere/shared/contract/blocks';
import type { CommentMention } from '@tubesphere/shared/domain/comment-text';
import { MentionText } from '../../../components/mention-text.tsx';
import styles from './blocks.module.css';
import { ImageBlock } from './image-block.tsx';
import { LinkCard } from './link-card.tsx';
import { VideoBlock } from './video-block.tsx';

const NO_MENTIONS: readonly CommentMention[] = [];

export const isMediaBlock = (block: Block) => block.type !== 'text';

/**
 * A post's blocks in order. `card` shows only media (the card already shows the content text);
 * `detail` also shows the text blocks, keeping the writer's line breaks, with @mentions as links.
 */
export function PostBlocks({
  blocks,
  variant,
  mentions = NO_MENTIONS,
}: {
  blocks: Block[];
  variant: 'card' | 'detail';
  /** The post's resolved @mentions, linked in its text blocks (detail only). */
  mentions?: readonly CommentMention[];
}) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => {
        switch (block.type) {
          case 'text':
            return variant === 'detail' && block.content.trim() ? (
              <p key={block.id} className={styles.text}>
                <MentionText text={block.content} mentions={mentions} />
              </p>
            ) : null;
          case 'video':
            return <VideoBlock key={block.id} block={block} />;
          case 'image':
            return <ImageBlock key={block.id} block={block} fit={variant === 'card' ? 'cover' : 'contain'} />;
          case 'link':
            return <LinkCard key={block.id} block={block} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
