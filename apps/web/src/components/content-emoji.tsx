/**
 * An emoji that is content (a sphere's icon, a companion part), not an interface icon. It is
 * painted with the system's emoji font and, where there is none, the Twemoji web font that
 * styles/emoji.css declares last in the font stack. `data-content-emoji` tells the e2e check for
 * emoji in interface chrome (e2e/emoji-chrome.spec.ts) that this one is meant.
 */
export function ContentEmoji({ children, className }: { children: string | null | undefined; className?: string }) {
  if (!children) return null;
  return (
    <span
      className={className ? `content-emoji ${className}` : 'content-emoji'}
      data-content-emoji=""
      aria-hidden="true"
    >
      {children}
    </span>
  );
}
