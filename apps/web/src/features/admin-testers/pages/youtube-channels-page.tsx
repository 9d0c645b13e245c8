import { CHANNEL_SORTS, CHANNEL_SOURCES } from '@tubesphere/shared/contract/youtube';
import { compactParams } from '@tubesphere/shared/domain/youtube-rules';
import * as ko from '../../../i18n/ko/index.ts';
import { useCollectYoutubeChannels } from '../api/collect-youtube-channels.ts';
import { ChannelCard } from '../components/channel-card.tsx';
import { JsonPanels } from '../components/json-panel.tsx';
import { type FieldSpec, ParamForm } from '../components/param-form.tsx';
import { TesterLayout } from '../components/tester-layout.tsx';
import { TesterOutcome } from '../components/tester-outcome.tsx';
import styles from '../components/testers.module.css';
import { useTesterForm } from '../hooks/use-tester-form.ts';
import { allCategoryOptions, maxResultOptions, opts, regionOptions } from '../utils/options.ts';

const t = ko.adminTesters.channels;
const c = ko.adminTesters.common;

const fields: FieldSpec[] = [
  { name: 'region', label: t.region, kind: 'select', options: regionOptions() },
  { name: 'maxResults', label: t.maxResults, kind: 'select', options: maxResultOptions() },
  { name: 'categoryId', label: t.categoryId, kind: 'select', options: allCategoryOptions() },
  {
    name: 'dataSource',
    label: t.dataSource,
    kind: 'select',
    options: CHANNEL_SOURCES.map((v) => ({ value: v, label: t.sourceOptions[v] })),
  },
  { name: 'searchKeyword', label: t.searchKeyword },
  {
    name: 'sortBy',
    label: t.sortBy,
    kind: 'select',
    options: CHANNEL_SORTS.map((v) => ({ value: v, label: t.sortOptions[v] })),
  },
  { name: 'minSubscribers', label: t.minSubscribers, kind: 'number', min: 0 },
  { name: 'minViews', label: t.minViews, kind: 'number', min: 0 },
  {
    name: 'order',
    label: t.order,
    kind: 'select',
    options: opts(['relevance', 'date', 'rating', 'title', 'videoCount', 'viewCount'], true),
  },
  { name: 'safeSearch', label: t.safeSearch, kind: 'select', options: opts(['moderate', 'none', 'strict'], true) },
  { name: 'relevanceLanguage', label: t.relevanceLanguage, kind: 'select', options: opts(['ko', 'en', 'ja'], true) },
  { name: 'channelType', label: t.channelType, kind: 'select', options: opts(['any', 'show'], true) },
];

/** Channels (youtube-channels-api): collect channel statistics for the ranking. */
export function YoutubeChannelsApiPage() {
  const form = useTesterForm({ region: 'KR', maxResults: '20', dataSource: 'trending', sortBy: 'subscribers' });
  const run = useCollectYoutubeChannels();

  const submit = () => {
    run.reset();
    form.setFormError(null);
    run.mutate(compactParams(form.values));
  };

  return (
    <TesterLayout title={ko.pages.admin.youtubeChannelsApi} intro={t.intro} showQuota help={t.help}>
      <ParamForm
        fields={fields}
        values={form.values}
        onChange={form.onChange}
        onSubmit={submit}
        pending={run.isPending}
        submitLabel={t.run}
        pendingLabel={t.running}
      />
      <TesterOutcome
        run={run}
        formError={form.formError}
        stats={(data) => [
          { label: c.endpoint, value: '/api/youtube/channels', code: true },
          { label: t.region, value: data.region },
          { label: t.collected, value: c.count(data.processedCount) },
          { label: c.itemCount, value: c.number(data.channels.length) },
        ]}
      >
        {(data) => (
          <>
            <div className={styles.previewGrid} data-testid="preview-grid">
              {data.channels.map((channel) => (
                <ChannelCard key={channel.channelId} channel={channel} />
              ))}
            </div>
            <JsonPanels params={compactParams(form.values)} result={data} />
          </>
        )}
      </TesterOutcome>
    </TesterLayout>
  );
}
