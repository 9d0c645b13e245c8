// Placeholder exports: replaced by the companion feature's real screens and widget.
import { createElement } from 'react';
import { PagePlaceholder } from '../../components/page-placeholder.tsx';
import { ko } from '../../i18n/ko/index.ts';

export const CharacterPage = () => createElement(PagePlaceholder, { title: ko.pages.character });
/** The home page's companion widget (left column). */
export const CompanionWidget = () => null;
/** Level-up and unlock notices; mounted once by the home page. */
export const CompanionNotices = () => null;
