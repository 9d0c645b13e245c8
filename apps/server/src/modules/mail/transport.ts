import nodemailer from 'nodemailer';

/** What the sender needs from SMTP: hand one message over, or throw. */
export interface MailTransport {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
  }): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL (smtp:// with STARTTLS when the server offers it, smtps:// for TLS
 * from the first byte). Short timeouts: a stuck server delays the next mail, not the process.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
