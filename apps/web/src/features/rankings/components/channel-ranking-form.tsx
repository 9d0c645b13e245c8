import { CHANNEL_SORTS } from '@tubesphere/shared/domain/rankings';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import type { ChannelRankingFilters } from '../api/get-channel-ranking.ts';
import { categoryFilterChoices, countryChoices } from '../utils/choices.ts';
import layout from './layout.module.css';
import { SelectField } from './select-field.tsx';

const t = ko.rankings;
const sortChoices = CHANNEL_SORTS.map((value) => ({ value, label: t.channelRanking.sort[value] }));

interface ChannelRankingFormProps {
  initial: ChannelRankingFilters;
  busy: boolean;
  onQuery: (filters: ChannelRankingFilters) => void;
}

/** Channel ranking: sort, country and category are chosen first, then the query button runs. */
export function ChannelRankingForm({ initial, busy, onQuery }: ChannelRankingFormProps) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onQuery(draft);
  };
  return (
    <form className={layout.filters} onSubmit={submit}>
      <SelectField
        label={t.filters.sort}
        options={sortChoices}
        value={draft.sortBy}
        onChange={(sortBy) => setDraft({ ...draft, sortBy })}
      />
      <SelectField
        label={t.filters.country}
        options={countryChoices}
        value={draft.country}
        onChange={(country) => setDraft({ ...draft, country })}
      />
      <SelectField
        label={t.filters.category}
        options={categoryFilterChoices}
        value={draft.category}
        onChange={(category) => setDraft({ ...draft, category })}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t.channelRanking.querying : t.channelRanking.query}
      </Button>
    </form>
  );
}
