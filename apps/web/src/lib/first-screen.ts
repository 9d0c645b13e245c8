/**
 * The moment the first screen answers to input (the app sets html[data-app-ready] then). Code
 * that screen does not need waits for it, so its download does not compete with what hydration
 * needs on a slow phone. The server renders everything at once: it never waits.
 */
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export const firstScreenReady = (): Promise<void> => ready;

/**
 * Called once by the app when every piece of the first page has hydrated. What waits for it
 * starts when the browser is next idle (a second at most), after the work hydration left.
 */
export const markFirstScreenReady = (): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => markReady(), { timeout: 1000 });
  else setTimeout(markReady, 50);
};

/** The server's renderer (entry-server.tsx): nothing there waits for a first screen. */
export const renderingOnServer = (): void => markReady();
