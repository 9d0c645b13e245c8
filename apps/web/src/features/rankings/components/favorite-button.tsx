import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Star } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { favoriteKey, useFavoriteSet } from '../api/get-favorites.ts';
import { type FavoriteTarget, useToggleFavorite } from '../api/toggle-favorite.ts';
import styles from './cards.module.css';

const t = ko.rankings.favorites;

/** ☆/★ 즐겨찾기, kept on the server per user; guests are sent to sign in first. */
export function FavoriteButton({ target, compact = false }: { target: FavoriteTarget; compact?: boolean }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const starred = useFavoriteSet().has(favoriteKey(target.kind, target.id));
  const toggle = useToggleFavorite();
  const click = () => {
    if (!user) {
      navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    toggle.mutate({ target, on: !starred });
  };
  return (
    <Button
      variant="secondary"
      size="small"
      className={`${styles.favorite} ${compact ? styles.favoriteCompact : ''}`}
      aria-pressed={starred}
      aria-label={compact ? t.add : undefined}
      title={starred ? t.remove : t.add}
      onClick={click}
    >
      <Star size={16} fill={starred ? 'currentColor' : 'none'} />
      {!compact && ` ${t.add}`}
    </Button>
  );
}
