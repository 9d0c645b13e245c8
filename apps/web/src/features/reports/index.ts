// 신고 from the ⋯ menus, and the moderation notice authors see on their own posts.
import { createElement, Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-component.ts';
import type { ReportTarget } from './components/report-dialog.tsx';

export { ModerationNotice } from './components/moderation-notice.tsx';
export type { ReportTarget } from './components/report-dialog.tsx';

const LazyReportDialog = lazyNamed(() =>
  import('./components/report-dialog.tsx').then((module) => module.ReportDialog),
);

/**
 * The 신고 dialog. Every post and comment menu mounts one, but few people ever report: its code
 * loads when a report is first started, not with the feed.
 */
export function ReportDialog(props: { target: ReportTarget | null; onClose: () => void }) {
  return props.target ? createElement(Suspense, { fallback: null }, createElement(LazyReportDialog, props)) : null;
}
