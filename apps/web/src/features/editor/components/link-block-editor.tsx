import type { LinkBlock } from '@tubesphere/shared/contract/blocks';
import { useId } from 'react';
import { RefreshCw } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useLinkBlockPreview } from '../hooks/use-link-block-preview.ts';
import type { BlockPatch } from '../utils/blocks-reducer.ts';
import styles from './block-fields.module.css';
import { LinkPreviewCard } from './link-preview-card.tsx';

const t = ko.editor.link;

/** A link block: address, then loading / loaded / failed preview with a refresh button. */
export function LinkBlockEditor({ block, onChange }: { block: LinkBlock; onChange: (patch: BlockPatch) => void }) {
  const { status, check, refresh } = useLinkBlockPreview(block, onChange);
  const statusId = useId();
  const invalid = status === 'invalid' && check.kind === 'invalid';

  const refreshButton = (
    <button type="button" className={styles.refresh} onClick={refresh}>
      <RefreshCw size={16} /> {t.refresh}
    </button>
  );

  return (
    <div className={styles.stack}>
      <label className={styles.field}>
        <span className={styles.label}>{t.label}</span>
        <input
          className={styles.input}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={block.url ?? ''}
          placeholder={t.placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={statusId}
          onChange={(event) =>
            onChange({ url: event.target.value, title: '', description: '', image: null, siteName: null, domain: '' })
          }
        />
      </label>
      <div id={statusId} className={styles.stack} aria-live="polite">
        {(status === 'empty' || status === 'typing') && <p className={styles.hint}>{t.hint}</p>}
        {invalid && <p className={styles.error}>{t.invalid(check.example)}</p>}
        {status === 'loading' && (
          <p className={styles.loading}>
            <Spinner inline /> {t.loading}
          </p>
        )}
        {(status === 'loaded' || status === 'local') && (
          <section className={styles.stack} aria-label={t.previewLabel}>
            <LinkPreviewCard
              key={block.url}
              title={block.title || t.fallbackTitle(block.domain ?? '')}
              description={block.description}
              images={
                status === 'local' && check.kind === 'video'
                  ? check.video.thumbnailUrls
                  : block.image
                    ? [block.image]
                    : []
              }
              domain={block.domain ?? ''}
            />
            {status === 'loaded' && refreshButton}
          </section>
        )}
        {status === 'failed' && (
          <section className={styles.stack} aria-label={t.previewLabel}>
            <p className={styles.warning}>{t.failed}</p>
            <LinkPreviewCard
              title={t.fallbackTitle(check.kind === 'web' ? check.domain : '')}
              images={[]}
              domain={check.kind === 'web' ? check.domain : ''}
            />
            {refreshButton}
          </section>
        )}
      </div>
    </div>
  );
}
