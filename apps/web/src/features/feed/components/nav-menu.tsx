import { Clapperboard, Flame, House, type Icon, Orbit, PawPrint, PenLine, Wrench } from '../../../components/icons.ts';
import { NavLink } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { isAdmin, useCurrentUser } from '../../auth/index.ts';
import side from './side-card.module.css';
import styles from './side-menus.module.css';

const t = ko.feed.nav;

const LINKS: { to: string; label: string; icon: Icon; end?: true }[] = [
  { to: '/', label: t.home, icon: House, end: true },
  { to: '/write', label: t.write, icon: PenLine },
  { to: '/write-youtube', label: t.writeYoutube, icon: Clapperboard },
  { to: '/spheres', label: t.spheres, icon: Orbit },
  { to: '/trending', label: t.trending, icon: Flame },
  { to: '/character', label: t.character, icon: PawPrint },
];

/** Left column navigation for signed-in users (docs/product.md#home). */
export function NavMenu() {
  const user = useCurrentUser();
  const links = isAdmin(user) ? [...LINKS, { to: '/admin', label: t.admin, icon: Wrench }] : LINKS;
  return (
    <nav className={side.card} aria-label={t.label}>
      <ul className={styles.menu}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) => `${styles.menuLink} ${isActive ? styles.active : ''}`}
            >
              <link.icon size={18} />
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
