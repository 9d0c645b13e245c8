import { useState } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminPostCounts } from '../api/get-admin-post-counts.ts';
import { useConfirmFilters } from '../hooks/use-confirm-filters.ts';
import type { YoutubeVideo } from '../utils/youtube.ts';
import styles from './admin-confirm-page.module.css';
import { PostList } from './post-list.tsx';
import { PostSearchForm } from './post-search-form.tsx';
import { StatusTabs } from './status-tabs.tsx';
import { YoutubePreviewForm } from './youtube-preview-form.tsx';
import { YoutubePreviewModal } from './youtube-preview-modal.tsx';

const t = ko.adminConfirm;

/** 글확정 (/admin and /admin/confirm; docs/product.md#admin-confirm). */
export function AdminConfirmPage() {
  useDocumentTitle(ko.pages.admin.confirm);
  const { status, q, setStatus, setQuery } = useConfirmFilters();
  const counts = useAdminPostCounts(q);
  const [preview, setPreview] = useState<YoutubeVideo | null>(null);

  return (
    <section className={styles.page} aria-labelledby="admin-confirm-title">
      <header>
        <h1 id="admin-confirm-title" className={styles.title}>
          {t.heading}
        </h1>
        <p className={styles.intro}>{t.intro}</p>
      </header>
      <YoutubePreviewForm onPreview={setPreview} />
      <div className={styles.toolbar}>
        <StatusTabs status={status} counts={counts.data} onChange={setStatus} />
        <PostSearchForm q={q} onSearch={setQuery} />
      </div>
      {q && <p className={styles.searchNote}>{t.searchResultFor(q)}</p>}
      {/* Keyed so a new tab or search starts with an empty selection. */}
      <PostList key={`${status}:${q}`} status={status} q={q} onPreview={setPreview} />
      <YoutubePreviewModal video={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
