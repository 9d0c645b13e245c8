import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { ErrorBox } from './error-box.tsx';
import { IdleHint, ResultPanel, type Stat } from './result-panel.tsx';

interface TesterOutcomeProps<T extends { message?: string }> {
  /** The tester's call (its mutation). */
  run: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown };
  /** What the form's own rules refused before calling; it takes the place of the server's error. */
  formError: string | null;
  /** The totals at the top of the result panel. */
  stats: (data: T) => readonly Stat[];
  /** Previews and JSON under them. */
  children: (data: T) => ReactNode;
}

/**
 * Everything under a tester's form: the error box, then the last call's result panel, or the
 * idle hint while nothing has been called, failed or is on its way.
 */
export function TesterOutcome<T extends { message?: string }>({
  run,
  formError,
  stats,
  children,
}: TesterOutcomeProps<T>) {
  const error = formError ?? (run.isError ? errorMessage(run.error) : null);
  const { data } = run;
  return (
    <>
      <ErrorBox message={error} />
      {data ? (
        <ResultPanel message={data.message} stats={stats(data)}>
          {children(data)}
        </ResultPanel>
      ) : (
        !run.isPending && !error && <IdleHint />
      )}
    </>
  );
}
