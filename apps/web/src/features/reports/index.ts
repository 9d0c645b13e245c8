// 신고 from the ⋯ menus, and the moderation notice authors see on their own posts.
export { ModerationNotice } from './components/moderation-notice.tsx';
export { ReportDialog, type ReportTarget } from './components/report-dialog.tsx';
