import type { SphereDetail } from '@tubesphere/shared/contract/sphere-staff';
import { Suspense, useState } from 'react';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { lazyNamed } from '../../../lib/lazy-component.ts';
import styles from './sphere-staff-menu.module.css';

// The sphere's page is read by everyone and run by few: the dialogs, their forms and the
// contract's rules they check load when the 운영진 first open one.
const LazyEditSphereDialog = lazyNamed(() =>
  import('./edit-sphere-dialog.tsx').then((module) => module.EditSphereDialog),
);
const LazyStaffDialog = lazyNamed(() => import('./staff-dialog.tsx').then((module) => module.StaffDialog));
const LazyBansDialog = lazyNamed(() => import('./bans-dialog.tsx').then((module) => module.BansDialog));

type Dialog = 'edit' | 'staff' | 'bans';

const t = ko.sphereStaff.menu;

/**
 * The 운영 메뉴 on a sphere's page, for its 운영진 (and site admins): what each role may do —
 * the owner everything, managers editing, moderators bans and reports. Pinning and hiding are in
 * each post's ⋯ menu.
 */
export function SphereStaffMenu({ sphere }: { sphere: SphereDetail }) {
  const [open, setOpenDialog] = useState<Dialog | null>(null);
  // A dialog once opened stays mounted (closed), so that closing it hands the focus back to the
  // button that opened it, as the modal does.
  const [used, setUsed] = useState<ReadonlySet<Dialog>>(new Set());
  if (!sphere.canModerate) return null;
  const setOpen = (dialog: Dialog) => {
    setUsed((before) => new Set(before).add(dialog));
    setOpenDialog(dialog);
  };
  const close = () => setOpenDialog(null);
  return (
    <nav className={styles.menu} aria-label={t.label}>
      <span className={styles.label}>{t.label}</span>
      {sphere.canManage && (
        <Button variant="secondary" size="small" onClick={() => setOpen('edit')}>
          {t.edit}
        </Button>
      )}
      {sphere.canAppoint && (
        <Button variant="secondary" size="small" onClick={() => setOpen('staff')}>
          {t.staff}
        </Button>
      )}
      <Button variant="secondary" size="small" onClick={() => setOpen('bans')}>
        {t.bans}
      </Button>
      <Link to={`/sphere/${sphere.id}/reports`} className={buttonClass('secondary', 'small')}>
        {t.reports}
      </Link>
      {/* One boundary each: a dialog loading does not hide another already there. */}
      <Suspense fallback={null}>
        {open === 'edit' && <LazyEditSphereDialog sphere={sphere} open onClose={close} />}
      </Suspense>
      <Suspense fallback={null}>
        {used.has('staff') && <LazyStaffDialog sphere={sphere} open={open === 'staff'} onClose={close} />}
      </Suspense>
      <Suspense fallback={null}>
        {used.has('bans') && <LazyBansDialog sphereId={sphere.id} open={open === 'bans'} onClose={close} />}
      </Suspense>
    </nav>
  );
}
