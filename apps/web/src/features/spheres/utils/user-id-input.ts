/**
 * A member's wire id from what the owner typed: the id itself (user12) or their profile's
 * address (…/user/user12). Null when there is none.
 */
export function userIdFromInput(text: string): string | null {
  const match = /(?:^|\/)(user[1-9][0-9]{0,9})\/?$/.exec(text.trim());
  return match?.[1] ?? null;
}
