import { decodeHTMLStrict } from 'entities';

/** YouTube search titles arrive HTML-escaped (&amp; &#39;); shown as plain text, never as HTML. */
export const decodeEntities = (text: string): string => decodeHTMLStrict(text);

/** Comment textDisplay may carry tags (<a>, <br>): text only. */
export const stripTags = (html: string) => decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''));
