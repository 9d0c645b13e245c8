import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every header as it came, by lower-case name (folded lines joined). */
  headers: Record<string, string>;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives, parsed
 * (mailparser): the API tests' mail is sent through nodemailer exactly as in production.
 * `refuse` makes it answer every message with a permanent error, as a broken relay would.
 */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: Object.fromEntries(
                parsed.headerLines.map((header) => [
                  header.key,
                  header.line
                    .slice(header.line.indexOf(':') + 1)
                    .replace(/\r?\n(?=[ \t])/g, '')
                    .trim(),
                ]),
              ),
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    received,
    refuse(value: boolean) {
      refusing = value;
    },
    /** The mails to one address, oldest first. */
    to(address: string) {
      return received.filter((mail) => mail.to.includes(address));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;

/** The first link in a mail's text that starts with `prefix` (…/reset-password?token=). */
/** The https link of a mail's List-Unsubscribe header (RFC 8058 one-click unsubscribe). */
export function listUnsubscribeLink(mail: ReceivedMail): URL {
  const header = mail.headers['list-unsubscribe'] ?? '';
  const match = header.match(/^<(https:\/\/[^>]+)>$/);
  if (!match) throw new Error(`no List-Unsubscribe link: ${header}`);
  return new URL(match[1]!);
}

export function linkIn(mail: ReceivedMail | { text: string }, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[?]/g, '\\?')}\\S*`));
  if (!match) throw new Error(`no ${path} link in mail:\n${mail.text}`);
  return new URL(match[0]);
}
