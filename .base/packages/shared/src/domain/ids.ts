const USER_PREFIX = 'user';
const POST_PREFIX = 'post';

function parsePrefixedId(value: unknown, prefix: string): number | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  }
  if (typeof value !== 'string') return null;
  const digits = value.startsWith(prefix) ? value.slice(prefix.length) : value;
  if (!/^[1-9][0-9]{0,14}$/.test(digits)) return null;
  return Number(digits);
}

export const toWireUserId = (id: number): string => `${USER_PREFIX}${id}`;
export const toWirePostId = (id: number): string => `${POST_PREFIX}${id}`;
export const parseUserId = (value: unknown): number | null => parsePrefixedId(value, USER_PREFIX);
export const parsePostId = (value: unknown): number | null => parsePrefixedId(value, POST_PREFIX);
