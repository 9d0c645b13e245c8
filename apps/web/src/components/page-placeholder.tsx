import { ko } from '../i18n/ko/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { EmptyState } from './empty-state.tsx';

/** The layout and title of a screen whose feature has not landed yet. */
export function PagePlaceholder({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section style={{ padding: 'var(--space-5) 0' }}>
      <h1 style={{ fontSize: 'var(--text-2xl)', marginBottom: 'var(--space-4)' }}>{title}</h1>
      <EmptyState icon="🛠️" title={title} message={ko.common.pageNotReady} />
    </section>
  );
}
