import type { DehydratedState } from '@tanstack/react-query';
import type { UserProfile } from '@tubesphere/shared/contract/auth';

/**
 * What a server-rendered page hands the browser, in `<script type="application/json"
 * id="ssr-payload">` (data, never run, so the site's script policy stays 'self' only): who the
 * page was rendered for, when, and the answers its queries start from.
 */
export interface SsrPayload {
  user: UserProfile | null;
  renderedAt: number;
  queries: DehydratedState;
}

export const SSR_PAYLOAD_ID = 'ssr-payload';

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can close it early. */
export const serializePayload = (payload: SsrPayload): string =>
  JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The payload of the page the browser opened, or null when the server did not render it. */
export function readSsrPayload(doc: Document = document): SsrPayload | null {
  const text = doc.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrPayload;
  } catch {
    return null;
  }
}
