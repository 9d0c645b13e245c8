import { Link } from 'react-router';

interface AuthorNameProps {
  userId: string;
  name: string;
  /** The account was deleted (탈퇴한 사용자): there is no profile left to link to. */
  deleted?: boolean;
  className?: string;
}

/** An author's name, linking to their profile while the account exists. */
export function AuthorName({ userId, name, deleted, className }: AuthorNameProps) {
  if (deleted) return <span className={className}>{name}</span>;
  return (
    <Link to={`/user/${userId}`} className={className}>
      {name}
    </Link>
  );
}
