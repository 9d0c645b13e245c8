import { compactParams, VIDEO_TYPES, validateImportParams } from '@tubesphere/shared/domain/youtube-rules';
import { buttonClass } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useRunYoutubeImport } from '../api/run-youtube-import.ts';
import { JsonPanels } from '../components/json-panel.tsx';
import { type FieldSpec, ParamForm } from '../components/param-form.tsx';
import { TesterLayout } from '../components/tester-layout.tsx';
import { TesterOutcome } from '../components/tester-outcome.tsx';
import styles from '../components/testers.module.css';
import { VideoCard } from '../components/video-card.tsx';
import { useTesterForm } from '../hooks/use-tester-form.ts';
import { regionOptions, yesterdayKst } from '../utils/options.ts';

const t = ko.adminTesters.import;
const c = ko.adminTesters.common;

const fields: FieldSpec[] = [
  { name: 'region', label: t.region, kind: 'select', options: regionOptions(), required: true },
  { name: 'date', label: t.date, kind: 'date', required: true },
  { name: 'maxResults', label: t.maxResults, kind: 'number', min: 1, max: 50, required: true },
  { name: 'key', label: t.key, kind: 'password', required: true, hint: t.keyHint },
  { name: 'categoryId', label: t.categoryId, placeholder: '10,20', hint: t.categoryHint },
  { name: 'q', label: t.q },
  {
    name: 'videoType',
    label: t.videoType,
    kind: 'select',
    options: VIDEO_TYPES.map((v) => ({ value: v, label: t.videoTypes[v] })),
  },
];

/** Import (youtube-api): the day's popular videos, saved as pending posts. */
export function YoutubeImportPage() {
  const form = useTesterForm({ region: 'KR', date: yesterdayKst(), maxResults: '10', key: '', videoType: 'all' });
  const run = useRunYoutubeImport();

  const submit = () => {
    const params = compactParams(form.values);
    run.reset();
    const problem = validateImportParams(params);
    form.setFormError(problem);
    if (!problem) run.mutate(params);
  };

  const { key: _typedKey, ...shownParams } = compactParams(form.values);
  return (
    <TesterLayout title={ko.pages.admin.youtubeApi} intro={t.intro} showQuota help={t.help}>
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
          { label: t.region, value: data.region },
          { label: t.processed, value: c.count(data.processedCount) },
          { label: t.saved, value: c.count(data.savedCount) },
          { label: t.duplicates, value: c.count(data.duplicateCount) },
        ]}
      >
        {(data) => (
          <>
            {data.savedCount > 0 && (
              <Link className={`${buttonClass('secondary', 'small')} ${styles.inlineAction}`} to="/admin/confirm">
                {ko.adminTesters.save.goConfirm}
              </Link>
            )}
            <div className={styles.previewGrid} data-testid="preview-grid">
              {data.videos.map((video) => (
                <VideoCard
                  key={video.videoId}
                  video={video}
                  badge={
                    <span className={video.status === 'saved' ? styles.badgeSaved : styles.badgeMuted}>
                      {video.status === 'saved' ? ko.adminTesters.video.saved : ko.adminTesters.video.duplicate}
                    </span>
                  }
                />
              ))}
            </div>
            <JsonPanels params={shownParams} result={data} />
          </>
        )}
      </TesterOutcome>
    </TesterLayout>
  );
}
