import { NavLink } from 'react-router';
import { ko } from '../../../i18n/ko/index.ts';
import { isAdmin, useCurrentUser } from '../../auth/index.ts';
import side from './side-card.module.css';
import styles from './side-menus.module.css';

const t = ko.feed.nav;

const LINKS = [
  { to: '/', label: t.home, icon: '🏠', end: true },
  { to: '/write', label: t.write, icon: '✏️' },
  { to: '/write-youtube', label: t.writeYoutube, icon: '🎬' },
  { to: '/spheres', label: t.spheres, icon: '🪐' },
  { to: '/trending', label: t.trending, icon: '🔥' },
  { to: '/character', label: t.character, icon: '🐾' },
];

/** Left column navigation for signed-in users (spec §2, §6). */
export function NavMenu() {
  const user = useCurrentUser();
  const links = isAdmin(user) ? [...LINKS, { to: '/admin', label: t.admin, icon: '🛠️' }] : LINKS;
  return (
    <nav className={side.card} aria-label={t.label}>
      <ul className={styles.menu}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={'end' in link}
              className={({ isActive }) => `${styles.menuLink} ${isActive ? styles.active : ''}`}
            >
              <span aria-hidden="true">{link.icon}</span>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
