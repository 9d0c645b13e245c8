import {
  CONTENT_CATEGORIES,
  type ContentCategory,
  TIMING_CATEGORIES,
  type TimingCategory,
} from '@tubesphere/shared/contract/post-create';
import type { ShareFields } from './share-payload.ts';

/** What /write-youtube keeps between visits (lib/use-draft.ts). */
export interface ShareDraft extends ShareFields {
  sphereId: number | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const second = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
const choices = <T extends string>(options: readonly T[], value: unknown): T[] =>
  Array.isArray(value) ? options.filter((option) => value.includes(option)) : [];

export function parseShareDraft(value: unknown): ShareDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  return {
    title: text(stored.title),
    description: text(stored.description),
    url: text(stored.url),
    timing: choices<TimingCategory>(TIMING_CATEGORIES, stored.timing),
    content: choices<ContentCategory>(CONTENT_CATEGORIES, stored.content),
    start: second(stored.start),
    end: second(stored.end),
    sphereId: typeof stored.sphereId === 'number' && Number.isInteger(stored.sphereId) ? stored.sphereId : null,
  };
}

/** Worth keeping once something is typed; chosen categories or a sphere alone are not work. */
export function shareDraftOf(draft: ShareDraft): ShareDraft | null {
  return [draft.title, draft.description, draft.url].some((field) => field.trim() !== '') ? draft : null;
}
