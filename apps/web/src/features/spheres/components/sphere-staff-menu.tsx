import type { SphereDetail } from '@tubesphere/shared/contract/sphere-staff';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { BansDialog } from './bans-dialog.tsx';
import { EditSphereDialog } from './edit-sphere-dialog.tsx';
import styles from './sphere-staff-menu.module.css';
import { StaffDialog } from './staff-dialog.tsx';

const t = ko.sphereStaff.menu;

/**
 * The 운영 메뉴 on a sphere's page, for its 운영진 (and site admins): what each role may do —
 * the owner everything, managers editing, moderators bans and reports. Pinning and hiding are in
 * each post's ⋯ menu.
 */
export function SphereStaffMenu({ sphere }: { sphere: SphereDetail }) {
  const [open, setOpen] = useState<'edit' | 'staff' | 'bans' | null>(null);
  if (!sphere.canModerate) return null;
  const close = () => setOpen(null);
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
      {open === 'edit' && <EditSphereDialog sphere={sphere} open onClose={close} />}
      <StaffDialog sphere={sphere} open={open === 'staff'} onClose={close} />
      <BansDialog sphereId={sphere.id} open={open === 'bans'} onClose={close} />
    </nav>
  );
}
