import * as ko from '../../../i18n/ko/index.ts';
import { YoutubeTester, type YoutubeTesterConfig } from '../components/youtube-tester.tsx';
import { commentMaxOptions, opts } from '../utils/options.ts';

const f = ko.adminTesters.fields;

const config: YoutubeTesterConfig = {
  title: ko.pages.admin.youtubeCommentThreadsApi,
  intro: ko.adminTesters.commentThreads.intro,
  endpoint: 'commentThreads',
  help: ko.adminTesters.commentThreads.help,
  defaults: { part: 'snippet', maxResults: '20' },
  fields: [
    { name: 'videoId', label: f.videoId, placeholder: 'F1UP7wRCPH8' },
    { name: 'channelId', label: f.channelId },
    { name: 'allThreadsRelatedToChannelId', label: f.allThreadsRelatedToChannelId },
    { name: 'part', label: f.part, kind: 'select', options: opts(['snippet', 'snippet,replies', 'id']) },
    { name: 'order', label: f.order, kind: 'select', options: opts(['time', 'relevance'], true) },
    { name: 'maxResults', label: f.maxResults, kind: 'select', options: commentMaxOptions() },
    { name: 'searchTerms', label: f.searchTerms },
    { name: 'textFormat', label: f.textFormat, kind: 'select', options: opts(['html', 'plainText'], true) },
    {
      name: 'moderationStatus',
      label: f.moderationStatus,
      kind: 'select',
      options: opts(['published', 'heldForReview', 'likelySpam'], true),
    },
  ],
};

export const YoutubeCommentThreadsApiPage = () => <YoutubeTester config={config} />;
