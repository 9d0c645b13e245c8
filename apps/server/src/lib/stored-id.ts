import { INT32_MAX } from '@tubesphere/shared/contract/common';

/**
 * Whether an id can name a stored row at all. Keys are PostgreSQL `integer`s (2^31 − 1 at most),
 * and comparing a bigger number with one fails the query instead of matching nothing: such an id
 * is simply "not found", on both engines alike.
 */
export const canNameRow = (id: number): boolean => Number.isSafeInteger(id) && id > 0 && id <= INT32_MAX;
