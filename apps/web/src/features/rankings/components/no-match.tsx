import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SearchX } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';

/** Filters left nothing: say so and offer the way back to everything. */
export function NoMatch({ title = ko.rankings.noMatch }: { title?: string }) {
  const [, setParams] = useSearchParams();
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      message={ko.rankings.noMatchHint}
      action={
        <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
          {ko.rankings.resetFilters}
        </Button>
      }
    />
  );
}
