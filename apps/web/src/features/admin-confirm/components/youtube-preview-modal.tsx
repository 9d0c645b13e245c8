import { buttonClass } from '../../../components/button.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { Modal } from '../../../components/modal.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import type { YoutubeVideo } from '../utils/youtube.ts';
import styles from './youtube.module.css';

const t = ko.adminConfirm.modal;

/** The preview modal: the embedded player, the id and a link to YouTube. */
export function YoutubePreviewModal({ video, onClose }: { video: YoutubeVideo | null; onClose: () => void }) {
  return (
    <Modal open={video !== null} title={t.title} onClose={onClose} wide>
      {video && (
        <div className={styles.preview}>
          <div className={styles.player}>
            <iframe
              src={video.embedUrl}
              title={t.playerTitle(video.id)}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
          <div className={styles.previewMeta}>
            <span>
              {t.videoId}: <code className={styles.videoId}>{video.id}</code>
            </span>
            <div className={styles.linkActions}>
              <CopyButton text={video.watchUrl} />
              <a
                href={video.watchUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('primary', 'small')}
              >
                {t.openOnYoutube}
              </a>
            </div>
          </div>
        </div>
      )}
    </Modal>
  );
}
