/**
 * A route's code could not be fetched: after a deploy the old page asks for chunk names the
 * server no longer has (every file name carries a content hash), or the network dropped. Only a
 * reload helps. The messages are the browsers' own (Chromium, Safari, Firefox) and Vite's when a
 * chunk's stylesheet fails.
 */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}
