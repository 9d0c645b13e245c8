const SITE_NAME = '튜브스피어';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface MailContent {
  /** The subject without the site name, which is put in front. */
  subject: string;
  /** Paragraphs before the link. */
  lines: string[];
  /** The one thing to do, as an absolute link. */
  action?: { label: string; url: string };
  /** Lists under headings, each entry a line with its own link (a digest, a list of notifications). */
  groups?: MailGroup[];
  /** Said after the link (how long it lasts, what to do if it was not you). */
  after?: string[];
  /** Small print at the end: why this mail came and how to stop it, each line with its link. */
  footer?: { text: string; url: string }[];
}

export interface MailGroup {
  heading: string;
  entries: { text: string; url: string }[];
}

/**
 * Every mail of the site in one shape: Korean subject with the site name, a plain-text body for
 * any reader and an HTML body with the link as a button, both carrying the same words and link.
 */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const after = content.after ?? [];
  const groups = content.groups ?? [];
  const footer = content.footer ?? [];
  const text = [
    ...content.lines,
    ...groups.flatMap((group) => [
      '',
      `■ ${group.heading}`,
      ...group.entries.flatMap((e) => [`- ${e.text}`, `  ${e.url}`]),
    ]),
    ...(content.action ? ['', `${content.action.label}: ${content.action.url}`] : []),
    ...(after.length ? ['', ...after] : []),
    '',
    `— ${SITE_NAME}`,
    ...(footer.length ? ['', ...footer.map((line) => `${line.text}: ${line.url}`)] : []),
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const button = content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#e11d48;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 12px;font-size:13px;color:#555">버튼이 열리지 않으면 이 주소를 브라우저에 붙여 넣으세요:<br>${escapeHtml(content.action.url)}</p>`
    : '';
  const link = (entry: { text: string; url: string }) =>
    `<a href="${escapeHtml(entry.url)}" style="color:#be123c">${escapeHtml(entry.text)}</a>`;
  const lists = groups
    .map(
      (group) =>
        `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(group.heading)}</h2><ul style="margin:0 0 12px;padding-left:20px">${group.entries.map((entry) => `<li style="margin:0 0 6px">${link(entry)}</li>`).join('')}</ul>`,
    )
    .join('');
  const smallPrint = footer.length
    ? `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 12px">${footer.map((line) => `<p style="margin:0 0 6px;font-size:12px;color:#555">${link(line)}</p>`).join('')}`
    : '';
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="font-family:sans-serif;line-height:1.6;color:#222;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(SITE_NAME)}</h1>${content.lines.map(paragraph).join('')}${lists}${button}${after.map(paragraph).join('')}${smallPrint}</body></html>`;
  return { subject: `[${SITE_NAME}] ${content.subject}`, text, html };
}
