/**
 * The service worker (built by vite-plugin-pwa, apps/web/vite.config.ts) keeps the app shell and
 * the built files, so a return visit paints offline. It never stores pages or API answers: those
 * may be someone's own. Registered once the page has loaded, so it never competes with it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Private windows and some browsers refuse: the site works without it.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
