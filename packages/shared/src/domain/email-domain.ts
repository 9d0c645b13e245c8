/** The part after the @, lowercased; '' when there is none. */
export const emailDomainOf = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/\.$/, '');
};

/** A domain as the blocklist keeps it: lowercase labels of letters, digits and hyphens, at least two. */
export const isDomainName = (value: string): boolean =>
  /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/.test(value);

/** Listed itself, or under a listed domain (`mail.spam.example` under `spam.example`). */
export function isEmailDomainBlocked(email: string, blocklist: readonly string[]): boolean {
  const domain = emailDomainOf(email);
  return domain !== '' && blocklist.some((blocked) => domain === blocked || domain.endsWith(`.${blocked}`));
}
