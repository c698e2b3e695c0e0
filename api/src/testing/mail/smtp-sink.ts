import { type AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps every message it accepts, parsed. */
export class SmtpSink {
  readonly messages: ParsedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  /** Listens on `port` (0: a free one; the same one again after stop()). */
  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      // Plain SMTP on loopback: no TLS upgrade, no login.
      disabledCommands: ['STARTTLS', 'AUTH'],
      // No reverse DNS of 127.0.0.1 per connection (a sandbox may wait on it).
      disableReverseLookup: true,
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.messages.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', () => undefined);
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages whose Message-ID names this lead (its notification and acknowledgement). */
  forLead(contactId: string): ParsedMail[] {
    return this.messages.filter((m) => m.messageId?.includes(`lead-${contactId}-`));
  }

  /** Waits, bounded, until `count` messages of this lead arrived; returns them by kind. */
  async waitForLead(
    contactId: string,
    count: number,
    timeoutMs = 15_000,
  ): Promise<{ consultant?: ParsedMail; visitor?: ParsedMail }> {
    await until(() => this.forLead(contactId).length >= count, timeoutMs, `${count} e-mails`);
    const mails = this.forLead(contactId);
    return {
      consultant: mails.find((m) => m.messageId?.includes('-consultant@')),
      visitor: mails.find((m) => m.messageId?.includes('-visitor@')),
    };
  }
}

/** Polls `check` until true, failing after `timeoutMs` (a bound, not a speed assertion). */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
