// Placeholder pages: replaced by the feature's real screens.
import { createElement } from 'react';
import { PagePlaceholder } from '../../components/page-placeholder.tsx';
import { ko } from '../../i18n/ko/index.ts';

export const WriteYoutubePage = () => createElement(PagePlaceholder, { title: ko.pages.writeYoutube });
