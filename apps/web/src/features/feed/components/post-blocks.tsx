import type { Block } from '@tubesphere/shared/contract/blocks';
import { TimestampText } from '../../../components/timestamp-text.tsx';
import styles from './blocks.module.css';
import { ImageBlock } from './image-block.tsx';
import { LinkCard } from './link-card.tsx';
import { VideoBlock } from './video-block.tsx';

export const isMediaBlock = (block: Block) => block.type !== 'text';

/**
 * A post's blocks in order. `card` shows only media (the card already shows the content text);
 * `detail` also shows the text blocks, keeping the writer's line breaks.
 */
export function PostBlocks({ blocks, variant }: { blocks: Block[]; variant: 'card' | 'detail' }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => {
        switch (block.type) {
          case 'text':
            return variant === 'detail' && block.content.trim() ? (
              <p key={block.id} className={styles.text}>
                <TimestampText text={block.content} />
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
