import { AUDIT_ACTIONS, AUDIT_OUTCOMES, type AuditActor } from '@tubesphere/shared/contract/admin-audit';
import { useId } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import type { AuditFilters } from '../hooks/use-audit-filters.ts';
import styles from './admin-audit-page.module.css';

const t = ko.adminAudit;

type FilterKey = 'action' | 'actor' | 'outcome' | 'from' | 'to';

/** Type, admin, outcome and a Korean date range; each applies as soon as it changes. */
export function AuditFiltersForm({
  filters,
  actors,
  filtered,
  onChange,
  onReset,
}: {
  filters: AuditFilters;
  actors: AuditActor[];
  filtered: boolean;
  onChange: (key: FilterKey, value: string) => void;
  onReset: () => void;
}) {
  const id = useId();
  const field = (key: FilterKey, label: string, control: React.ReactNode) => (
    <div className={styles.filter}>
      <label htmlFor={`${id}-${key}`} className={styles.filterLabel}>
        {label}
      </label>
      {control}
    </div>
  );
  const select = (key: 'action' | 'actor' | 'outcome', options: [string, string][]) => (
    <select
      id={`${id}-${key}`}
      className={styles.control}
      value={filters[key]}
      onChange={(event) => onChange(key, event.target.value)}
    >
      <option value="">{t.all}</option>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t.filtersLabel}</legend>
      {field(
        'action',
        t.actionLabel,
        select(
          'action',
          AUDIT_ACTIONS.map((action) => [action, t.actions[action] ?? action]),
        ),
      )}
      {field(
        'actor',
        t.actorLabel,
        select(
          'actor',
          actors.map((actor) => [actor.userId, actor.userName ?? t.unknownActor(actor.userId)]),
        ),
      )}
      {field(
        'outcome',
        t.outcomeLabel,
        select(
          'outcome',
          AUDIT_OUTCOMES.map((outcome) => [outcome, t.outcomes[outcome] ?? outcome]),
        ),
      )}
      {field(
        'from',
        t.fromLabel,
        <input
          id={`${id}-from`}
          type="date"
          className={styles.control}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange('from', event.target.value)}
        />,
      )}
      {field(
        'to',
        t.toLabel,
        <input
          id={`${id}-to`}
          type="date"
          className={styles.control}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange('to', event.target.value)}
        />,
      )}
      <div className={styles.filterActions}>
        <Button variant="secondary" onClick={onReset} disabled={!filtered}>
          {t.reset}
        </Button>
      </div>
    </fieldset>
  );
}
