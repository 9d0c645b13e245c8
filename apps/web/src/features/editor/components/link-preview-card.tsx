import { useState } from 'react';
import styles from './block-fields.module.css';

export interface LinkPreviewCardProps {
  title: string;
  description?: string;
  /** Tried in order (video thumbnails: max → high → medium); the image hides when all fail. */
  images: string[];
  domain: string;
}

/** What the link will look like in the post. Text only: provider strings are never HTML. */
export function LinkPreviewCard({ title, description, images, domain }: LinkPreviewCardProps) {
  const [failed, setFailed] = useState(0);
  const image = images[failed];
  return (
    <div className={styles.linkCard}>
      {image && (
        <span className={styles.linkImage}>
          <img
            key={image}
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            onError={() => setFailed((count) => count + 1)}
          />
        </span>
      )}
      <span className={styles.linkText}>
        <span className={styles.linkTitle}>{title}</span>
        {description && <span className={styles.linkDescription}>{description}</span>}
        {/* The link's real host, as the post's card will show it. */}
        <span className={styles.linkDomain}>{domain}</span>
      </span>
    </div>
  );
}
