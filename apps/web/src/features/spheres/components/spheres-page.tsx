import type { Sphere } from '@tubesphere/shared/contract/spheres';
import { SPHERE_SEARCH_MAX } from '@tubesphere/shared/contract/spheres';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';
import { ContentEmoji } from '../../../components/content-emoji.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Search, SearchX } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { MembershipButton } from '../../sphere-membership/index.ts';
import { useCanCreateSphere, useSpheres } from '../api/get-spheres.ts';
import styles from './spheres-page.module.css';

const t = ko.spheres;

/** /spheres: every sphere, the viewer's first, searchable by name (`?q=`, so a search can be shared). */
export function SpheresPage() {
  useDocumentTitle(ko.pages.spheres);
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [value, setValue] = useState(q);
  const inputId = useId();
  const spheres = useSpheres(user?.user_id ?? null, q);
  const canCreate = useCanCreateSphere(user?.user_id ?? null).data === true;
  useEffect(() => setValue(q), [q]);

  // Spheres are few: the list narrows as one types (the URL follows, replacing, not stacking history).
  const search = (text: string) => {
    setValue(text);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (text.trim()) next.set('q', text.trim());
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t.directory.heading}</h1>
        <p className={styles.subheading}>{t.directory.subheading}</p>
        {canCreate && (
          <Link to="/spheres/new" className={`${buttonClass('primary', 'small')} ${styles.create}`}>
            {ko.sphereStaff.create.link}
          </Link>
        )}
        <form className={styles.search} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="visually-hidden">
            {t.directory.searchLabel}
          </label>
          <Search size={18} />
          <input
            id={inputId}
            className={styles.input}
            type="search"
            value={value}
            maxLength={SPHERE_SEARCH_MAX}
            placeholder={t.directory.searchPlaceholder}
            onChange={(event) => search(event.target.value)}
          />
        </form>
      </header>
      {spheres.isPending ? (
        <Spinner label={t.loading} />
      ) : spheres.isError ? (
        <ErrorPanel message={errorMessage(spheres.error)} onRetry={() => void spheres.refetch()} />
      ) : spheres.data.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={q ? t.directory.emptyTitle : t.directory.noneTitle}
          message={q ? t.directory.emptyMessage(q) : undefined}
        />
      ) : (
        <ul className={styles.grid} aria-label={t.directory.listLabel} aria-busy={spheres.isPlaceholderData}>
          {spheres.data.map((sphere) => (
            <SphereCard key={sphere.id} sphere={sphere} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SphereCard({ sphere }: { sphere: Sphere }) {
  return (
    <li className={styles.card}>
      <Link to={`/sphere/${sphere.id}`} className={styles.cardLink}>
        <ContentEmoji className={styles.icon}>{sphere.icon}</ContentEmoji>
        <span className={styles.info}>
          <span className={styles.name}>
            {sphere.name}
            {sphere.isJoined && <span className={styles.joined}>{t.joined}</span>}
          </span>
          <span className={styles.members}>{t.members(formatCountKo(sphere.memberCount))}</span>
          <span className={styles.description}>{sphere.description}</span>
        </span>
      </Link>
      <div className={styles.action}>
        <MembershipButton sphere={sphere} />
      </div>
    </li>
  );
}
