import { useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../../components/avatar.tsx';
import { ArrowLeft } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { BlockEditor } from './block-editor.tsx';
import { TipsPanel } from './tips-panel.tsx';
import styles from './write-page.module.css';

const t = ko.editor;

/** /write (docs/product.md#write): header with back button, avatar and name; the block editor; tips. */
export function WritePage() {
  useDocumentTitle(ko.pages.write);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no history inside the app): back means home.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <button type="button" className={styles.back} onClick={goBack}>
          <ArrowLeft size={18} /> {ko.common.back}
        </button>
        <div className={styles.author}>
          <Avatar name={user?.user_name ?? ko.common.guestName} src={user?.profile_image} size={40} />
          <div>
            <h1 className={styles.heading}>{t.heading}</h1>
            <p className={styles.authorName}>{user?.user_name ?? ko.common.guestName}</p>
          </div>
        </div>
      </header>
      <p className={styles.subheading}>{t.subheading}</p>
      <div className={styles.layout}>
        <BlockEditor />
        <TipsPanel />
      </div>
    </div>
  );
}
