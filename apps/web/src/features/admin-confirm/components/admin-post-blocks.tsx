import type { Block } from '@tubesphere/shared/contract/blocks';
import type { CommentMention } from '@tubesphere/shared/domain/comment-text';
import { isHttpUrl, isImageSource } from '@tubesphere/shared/domain/http-url';
import { parseVideoUrl } from '@tubesphere/shared/domain/video-url';
import { MentionText } from '../../../components/mention-text.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './post-detail.module.css';

const t = ko.adminConfirm.postDetail;

/**
 * The rich blocks of a post as the admin reviews them, read-only (only http(s) and /uploads URLs
 * render: docs/architecture.md#external-input); @mentions link to the member, as on the post page.
 */
export function AdminPostBlocks({ blocks, mentions }: { blocks: Block[]; mentions: readonly CommentMention[] }) {
  if (blocks.length === 0) return <p className={styles.muted}>{t.noBlocks}</p>;
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => (
        <BlockView key={block.id} block={block} mentions={mentions} />
      ))}
    </div>
  );
}

function BlockView({ block, mentions }: { block: Block; mentions: readonly CommentMention[] }) {
  switch (block.type) {
    case 'text':
      return block.content.trim() ? (
        <p className={styles.textBlock}>
          <MentionText text={block.content} mentions={mentions} />
        </p>
      ) : null;
    case 'image':
      if (!isImageSource(block.url)) return null;
      return (
        <figure className={styles.figure}>
          <img src={block.url} alt={block.caption || t.imageAlt} loading="lazy" className={styles.image} />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
    case 'video': {
      const video = block.url ? parseVideoUrl(block.url) : null;
      if (!video || !block.url) return null;
      return (
        <figure className={styles.figure}>
          <div className={styles.player}>
            {video.provider === 'file' ? (
              // biome-ignore lint/a11y/useMediaCaption: user uploads carry no caption track
              <video src={video.url} controls preload="metadata" />
            ) : (
              <iframe src={video.embedUrl} title={block.caption || t.unsupportedVideo} allowFullScreen loading="lazy" />
            )}
          </div>
          <figcaption>
            <a href={video.url} target="_blank" rel="noopener noreferrer">
              {block.caption || video.url}
            </a>
          </figcaption>
        </figure>
      );
    }
    case 'link':
      if (!isHttpUrl(block.url)) return null;
      return (
        <a className={styles.linkCard} href={block.url} target="_blank" rel="noopener noreferrer">
          {isHttpUrl(block.image) && <img src={block.image} alt="" loading="lazy" className={styles.linkImage} />}
          <span className={styles.linkText}>
            <strong>{block.title || block.domain || t.linkFallback}</strong>
            {block.description && <span className={styles.muted}>{block.description}</span>}
            <span className={styles.linkDomain}>{block.domain || new URL(block.url).hostname}</span>
          </span>
        </a>
      );
  }
}
