import { SmtpSink } from '../../../api/src/testing/mail/smtp-sink';
import { startTestServer, stopTestServer, type TestServer } from './test-server';

/**
 * A server of the test file's own whose e-mails the tests read: a real SMTP server on loopback
 * (the sink) as its mail server, mail sent within 200 ms of being queued. Started before the
 * file's tests and stopped after them.
 */
export function useMailingServer(name: string): { smtp: SmtpSink; server: () => TestServer } {
  const smtp = new SmtpSink();
  let server: TestServer | undefined;
  beforeAll(async () => {
    await smtp.start();
    server = await startTestServer({
      env: {
        SMTP_URL: smtp.url,
        MAIL_POLL_INTERVAL_MS: '200',
        FORM_SIGNING_SECRET: `${name}-test-secret-0123456789abcdef`,
      },
    });
  });
  afterAll(async () => {
    if (server) await stopTestServer(server);
    await smtp.stop();
  });
  return {
    smtp,
    server: () => {
      if (!server) throw new Error('The mailing test server has not started');
      return server;
    },
  };
}
