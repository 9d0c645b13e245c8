import styles from './part-icon.module.css';

/** Spec §3: an icon starting with / is an image the project serves; anything else is an emoji or text. */
export function PartIcon({ icon, className }: { icon: string; className?: string }) {
  const classes = [styles.icon, className].filter(Boolean).join(' ');
  if (icon.startsWith('/')) {
    return <img src={icon} alt="" loading="lazy" draggable={false} className={`${classes} ${styles.image}`} />;
  }
  return (
    <span className={classes} aria-hidden="true">
      {icon}
    </span>
  );
}
