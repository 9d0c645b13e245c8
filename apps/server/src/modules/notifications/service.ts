import {
  type MarkReadBody,
  type MarkReadResponse,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  type NotificationListResponse,
  type NotificationPreferences,
  type PreferencesBody,
  type PreferencesResponse,
} from '@tubesphere/shared/contract/notifications';
import type { Kysely } from 'kysely';
import { publishUnreadChanged } from '../../db/live-events.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import { awayMailSettingsOf, saveAwayMailSettings } from '../away-mail/index.ts';
import { toWireNotifications } from './mapper.ts';
import { countUnread, disabledTypes, listPage, markRead, ownedIds, savePreferences } from './repository.ts';

/** A member's own notifications and preferences; nobody else's are ever read or changed. */
export class NotificationService {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: number, page: number, limit: number): Promise<NotificationListResponse> {
    const rows = await listPage(this.db, userId, page, limit);
    return {
      success: true,
      notifications: toWireNotifications(rows.slice(0, limit)),
      pagination: { page, limit, hasMore: rows.length > limit },
      unreadCount: await countUnread(this.db, userId),
    };
  }

  unreadCount(userId: number): Promise<number> {
    return countUnread(this.db, userId);
  }

  /**
   * Some by id — every id must be the member's own, or nothing changes (404) — or all of them.
   * The member's other tabs and devices hear the new count.
   */
  markRead(userId: number, body: MarkReadBody): Promise<MarkReadResponse> {
    return this.db.transaction().execute(async (trx) => {
      let ids: number[] | 'all' = 'all';
      if (body.ids) {
        ids = [...new Set(body.ids)];
        if ((await ownedIds(trx, userId, ids)).length !== ids.length) throw notFound(NOTIFICATION_MESSAGES.notFound);
      }
      const updated = await markRead(trx, userId, ids, nowIso());
      if (updated > 0) await publishUnreadChanged(trx, [userId]);
      return { success: true as const, updated, unreadCount: await countUnread(trx, userId) };
    });
  }

  /** Which types are made, and which away mails (주간 소식, 읽지 않은 알림) are sent. */
  async preferences(userId: number): Promise<Omit<PreferencesResponse, 'success'>> {
    const off = new Set(await disabledTypes(this.db, userId));
    const preferences = Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [type, !off.has(type)]),
    ) as NotificationPreferences;
    return { preferences, mail: await awayMailSettingsOf(this.db, userId) };
  }

  async savePreferences(userId: number, body: PreferencesBody): Promise<Omit<PreferencesResponse, 'success'>> {
    const now = nowIso();
    const changes = Object.entries(body.preferences ?? {}).map(([type, enabled]) => ({
      type,
      enabled: enabled === true,
    }));
    await savePreferences(this.db, userId, changes, now);
    if (body.mail) await saveAwayMailSettings(this.db, userId, body.mail, now);
    return this.preferences(userId);
  }
}
