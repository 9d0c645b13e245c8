import type { Block } from '@tubesphere/shared/contract/blocks';
import type { ReactNode } from 'react';
import styles from './blocks.module.css';
import { ImageBlock } from './image-block.tsx';
import { LinkCard } from './link-card.tsx';
import { VideoBlock } from './video-block.tsx';

const plainText = (text: string): ReactNode => text;

export const isMediaBlock = (block: Block) => block.type !== 'text';

/**
 * A post's blocks in order. `card` shows only media (the card already shows the content text);
 * `detail` also shows the text blocks, keeping the writer's line breaks, their words drawn by
 * `renderText` — the post page links @mentions and times there, code the feed's cards never load.
 */
export function PostBlocks({
  blocks,
  variant,
  renderText = plainText,
}: {
  blocks: Block[];
  variant: 'card' | 'detail';
  renderText?: (text: string) => ReactNode;
}) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => {
        switch (block.type) {
          case 'text':
            return variant === 'detail' && block.content.trim() ? (
              <p key={block.id} className={styles.text}>
                {renderText(block.content)}
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
