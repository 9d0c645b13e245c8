import { useEffect } from 'react';
import * as ko from '../i18n/ko/index.ts';

/** "{title} | 튜브스피어" while the page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${ko.common.siteName}` : `${ko.common.siteName} - ${ko.common.siteTagline}`;
  }, [title]);
}

/** The same, for a title that belongs to one branch of a page (the other branch sets its own). */
export function DocumentTitle({ title }: { title: string | null }): null {
  useDocumentTitle(title);
  return null;
}
