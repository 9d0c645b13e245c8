import type { SphereDetail } from '@tubesphere/shared/contract/sphere-staff';
import { createContext, type ReactNode, useContext } from 'react';

const StaffSphere = createContext<SphereDetail | null>(null);

/** The sphere whose page this is: its post menus offer the 운영진's actions when the viewer is one. */
export function SphereStaffProvider({ sphere, children }: { sphere: SphereDetail | null; children: ReactNode }) {
  return <StaffSphere.Provider value={sphere}>{children}</StaffSphere.Provider>;
}

export const useStaffSphere = () => useContext(StaffSphere);
