import { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that notes when it accepted each message, by Message-ID, and
 * keeps nothing else: the end of the submit-to-acceptance time the bench measures.
 */
export class SmtpTimingSink {
  readonly acceptedAt = new Map<string, number>();
  private server: SMTPServer | undefined;

  async start(): Promise<string> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      // No reverse DNS of 127.0.0.1 per connection (a sandbox may wait on it).
      disableReverseLookup: true,
      logger: false,
      onData: (stream, _session, callback) => {
        let head = '';
        stream.on('data', (chunk: Buffer) => {
          if (head.length < 16_384) head += chunk.toString('latin1');
        });
        stream.on('end', () => {
          const id = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1];
          if (id) this.acceptedAt.set(id, Date.now());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    const server = this.server;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
