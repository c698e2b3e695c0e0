import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { type MailConfig } from '../../config';
import { type Logger } from '../../logger';

/** One composed e-mail; `from` is the mailer's (MAIL_FROM). */
export interface OutgoingMail {
  to: string;
  replyTo?: { name: string; address: string } | string;
  subject: string;
  text: string;
  html: string;
  /** Stable per lead and recipient kind: a resend carries the same one. */
  messageId: string;
  /** A calendar invite (booking/): nodemailer adds it as the text/calendar alternative. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** More header fields (List-Unsubscribe of the blog's e-mails). */
  headers?: Record<string, string>;
}

/** Sends one message; resolves only once the SMTP server accepted it (or the file is written). */
export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The one mailer: nodemailer. With SMTP_URL, its SMTP transport; without, its stream transport
 * builds the same raw MIME message and it is written to DATA_DIR/mail/<time>-<id>.eml, so a
 * local run shows exactly what would have been sent.
 */
export function createMailer(config: MailConfig, logger: Logger): Mailer {
  if (config.smtpUrl) {
    // Bounded waits: a send that hangs fails within minutes and is retried (the runner renews
    // the lease of a send under way, so no second runner takes it meanwhile).
    // A small pool: a burst of leads reuses a few connections instead of one per message.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: 3,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      send: async (message) => {
        await transport.sendMail({ ...message, from: config.from });
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let dirReady: Promise<unknown> | undefined;
  return {
    send: async (message) => {
      const info = await transport.sendMail({ ...message, from: config.from });
      dirReady ??= fs.mkdir(config.mailDir, { recursive: true });
      await dirReady;
      const id = message.messageId
        .replace(/^<|>$/g, '')
        .replace(/[^A-Za-z0-9._-]+/g, '_')
        .slice(0, 120);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(config.mailDir, `${stamp}-${id}.eml`);
      // Written aside, then renamed: a mail reader never sees half a message.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      logger.info(`Mail: wrote ${file} (no SMTP_URL set)`);
    },
    close: () => transport.close(),
  };
}
