import {
  compactParams,
  validateYoutubeParams,
  type YoutubeTesterEndpoint,
} from '@tubesphere/shared/domain/youtube-rules';
import { useMemo, useState } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { useRunYoutubeDynamic } from '../api/run-youtube-dynamic.ts';
import { useTesterForm } from '../hooks/use-tester-form.ts';
import { type PreviewItem, toPreviewItems } from '../utils/youtube-preview.ts';
import { JsonPanels } from './json-panel.tsx';
import { type FieldSpec, type FormValues, ParamForm } from './param-form.tsx';
import { PreviewGrid } from './preview-grid.tsx';
import { SavePanel } from './save-panel.tsx';
import { TesterLayout } from './tester-layout.tsx';
import { TesterOutcome } from './tester-outcome.tsx';

const t = ko.adminTesters.common;

export interface YoutubeTesterConfig {
  title: string;
  intro: string;
  endpoint: YoutubeTesterEndpoint;
  fields: readonly FieldSpec[];
  defaults: FormValues;
  help: readonly string[];
  /** Video results can be selected and saved as pending posts. */
  savable?: boolean;
  /** Form values → wire parameters (e.g. a date input → RFC 3339). */
  toParams?: (values: FormValues) => FormValues;
}

type VideoItem = Extract<PreviewItem, { kind: 'video' }>;

/** One component for every YouTube list tester: form, rules (docs/product.md#youtube-testers), result, previews, JSON, save. */
export function YoutubeTester({ config }: { config: YoutubeTesterConfig }) {
  const form = useTesterForm(config.defaults);
  const run = useRunYoutubeDynamic();
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const submit = () => {
    const params = compactParams(config.toParams ? config.toParams(form.values) : form.values);
    // A new call clears the previous error and result.
    run.reset();
    setSelected(new Set());
    const problem = validateYoutubeParams(config.endpoint, params);
    form.setFormError(problem);
    if (!problem) run.mutate({ endpoint: config.endpoint, params });
  };

  const data = run.data;
  const previews = useMemo(
    () => (data ? toPreviewItems(config.endpoint, data.result.items) : []),
    [data, config.endpoint],
  );
  const videos = previews.filter((p): p is VideoItem => p.kind === 'video');
  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <TesterLayout title={config.title} intro={config.intro} showQuota help={config.help}>
      <ParamForm
        fields={config.fields}
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
          { label: t.endpoint, value: data.endpoint, code: true },
          { label: t.totalResults, value: t.number(data.result.totalResults) },
          { label: t.resultsPerPage, value: t.number(data.result.resultsPerPage) },
          { label: t.itemCount, value: t.number(data.result.items.length) },
        ]}
      >
        {(data) => (
          <>
            <PreviewGrid items={previews} selected={selected} onToggle={config.savable ? toggle : undefined} />
            <JsonPanels params={data.params} result={data.result} />
          </>
        )}
      </TesterOutcome>
      {config.savable && (
        <SavePanel
          endpoint={config.endpoint}
          params={data?.params ?? {}}
          videos={data ? videos : null}
          selected={selected}
          onSelect={setSelected}
        />
      )}
    </TesterLayout>
  );
}
