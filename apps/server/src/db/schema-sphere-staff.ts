/** Tables of spheres run by their members (migration 260); merged into `Database`. */
export interface SpherePinTable {
  sphere_id: number;
  post_id: number;
  pinned_by: number | null;
  pinned_at: string;
}

export interface SpherePostHideTable {
  sphere_id: number;
  post_id: number;
  reason: string;
  hidden_by: number | null;
  hidden_at: string;
}

export interface SphereBanTable {
  sphere_id: number;
  user_id: number;
  reason: string;
  /** Null: for good. */
  until: string | null;
  banned_by: number | null;
  created_at: string;
}

export interface SphereStaffTables {
  sphere_pin: SpherePinTable;
  sphere_post_hide: SpherePostHideTable;
  sphere_ban: SphereBanTable;
}
