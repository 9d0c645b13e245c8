/**
 * Every user-visible string, in Korean: one file per feature, re-exported here. Components write
 * `import * as ko from '…/i18n/ko/index.ts'` and read `ko.feed.title`. A namespace of modules
 * rather than one object literal lets the bundler place sections with the scripts that read them
 * instead of one catalog chunk that every page loads whole (bench:frontend measures what `/` gets).
 * Components never write literal UI text.
 */
export { accounts } from './accounts.ts';
export { adminAudit } from './admin-audit.ts';
export { adminConfirm } from './admin-confirm.ts';
export { adminMail } from './admin-mail.ts';
export { adminQuery } from './admin-query.ts';
export { adminRankingCollector } from './admin-ranking-collector.ts';
export { adminSettings } from './admin-settings.ts';
export { adminShell } from './admin-shell.ts';
export { adminTesters } from './admin-testers.ts';
export { auth } from './auth.ts';
export { character } from './character.ts';
export { comments } from './comments.ts';
export { common } from './common.ts';
export { companion } from './companion.ts';
export { editor } from './editor.ts';
export { engagement } from './engagement.ts';
export { feed } from './feed.ts';
export { garden } from './garden.ts';
export { header } from './header.ts';
export { keywords } from './keywords.ts';
export { messages } from './messages.ts';
export { moderationAdmin } from './moderation-admin.ts';
export { modlog } from './modlog.ts';
export { notificationSettings } from './notification-settings.ts';
export { notifications } from './notifications.ts';
export { ownContent } from './own-content.ts';
export { pages } from './pages.ts';
export { playlists } from './playlists.ts';
export { post } from './post.ts';
export { postEdit } from './post-edit.ts';
export { profile } from './profile.ts';
export { push } from './push.ts';
export { rankings } from './rankings.ts';
export { reportDialog } from './report-dialog.ts';
export { reports } from './reports.ts';
export { search } from './search.ts';
export { settings } from './settings.ts';
export { sphereStaff } from './sphere-staff.ts';
export { spheres } from './spheres.ts';
export { trending } from './trending.ts';
export { trust } from './trust.ts';
export { twoFactor } from './two-factor.ts';
export { unsubscribe } from './unsubscribe.ts';
export { video } from './video.ts';
export { videoShare } from './video-share.ts';
export { watchParty } from './watch-party.ts';
