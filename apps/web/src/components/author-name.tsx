import { Link } from './link.tsx';
import badgeStyles from './trust-badge.module.css';
import { TrustBadge } from './trust-badge.tsx';

interface AuthorNameProps {
  userId: string;
  name: string;
  /** The account was deleted (탈퇴한 사용자): there is no profile left to link to. */
  deleted?: boolean;
  className?: string;
  /** The author's 등급, shown as a badge after the name when given. */
  trustLevel?: number;
}

/** An author's name, linking to their profile while the account exists, with their 등급 badge. */
export function AuthorName({ userId, name, deleted, className, trustLevel }: AuthorNameProps) {
  const label = deleted ? (
    <span className={className}>{name}</span>
  ) : (
    <Link to={`/user/${userId}`} className={className}>
      {name}
    </Link>
  );
  if (trustLevel === undefined || deleted) return label;
  return (
    <span className={badgeStyles.withBadge}>
      {label}
      <TrustBadge level={trustLevel} />
    </span>
  );
}
