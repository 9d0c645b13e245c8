import type { ExperienceResponse } from '@tubesphere/shared/contract/rewards';
import { seoulDay } from '@tubesphere/shared/domain/rewards';
import { apiRequest } from '../../../lib/api-client.ts';
import { publishReward } from '../../../lib/reward-events.ts';
import { STORAGE_KEYS, storage } from '../../../lib/storage.ts';

interface StoredDailyLogin {
  userId: string;
  day: string;
}

/**
 * Once per calendar day (stored date) the client asks for the daily_login reward.
 * The server enforces once-a-day itself; the stored date only saves a request.
 */
export async function claimDailyLogin(userId: string): Promise<void> {
  const day = seoulDay();
  const stored = storage.get<StoredDailyLogin>(STORAGE_KEYS.dailyLogin);
  if (stored?.userId === userId && stored.day === day) return;
  const response = await apiRequest<ExperienceResponse>('/api/character/experience', {
    method: 'POST',
    body: { userId, actionType: 'daily_login' },
  });
  storage.set(STORAGE_KEYS.dailyLogin, { userId, day } satisfies StoredDailyLogin);
  publishReward(response.reward);
}
