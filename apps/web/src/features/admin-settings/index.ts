// Placeholder exports: replaced by the admin-settings feature.
import { createElement } from 'react';
import { PagePlaceholder } from '../../components/page-placeholder.tsx';
import { ko } from '../../i18n/ko/index.ts';

export const AdminSettingsPage = () => createElement(PagePlaceholder, { title: ko.pages.admin.settings });

/**
 * What the home page shows (spec §2: the admin settings apply only to admins; everyone else
 * always sees both). Load failures are ignored on home: both stay visible.
 */
export function useHomeVisibility(): { companionVisible: boolean; recommendedSpheresVisible: boolean } {
  return { companionVisible: true, recommendedSpheresVisible: true };
}
