import { type DataSource } from 'typeorm';
import { type Config } from '../../config';
import { type Logger } from '../../logger';
import { type ChatLog } from '../chat/chat-log';
import { chatTranscriptMail } from './chat-transcript.mail';
import { LeadDeliveryWorker } from './lead-delivery.worker';
import { LeadOutbox } from './lead-outbox';
import { MailJobQueue } from './mail-job.queue';
import { createMailer } from './mailer';
import { loadFormSigningSecret } from './spam/form-signing-secret';
import { FormTokens } from './spam/form-token';

/** The most messages a visitor's transcript holds (the newest). */
const transcriptMessages = 200;

export interface LeadDelivery {
  /** Stores leads with their e-mails queued (ContactService calls it). */
  outbox: LeadOutbox;
  /** Issues the contact form's timestamp tokens. */
  formTokens: FormTokens;
  /** Sends the queued e-mails; started here, stopped on shutdown. */
  worker: LeadDeliveryWorker;
  /** The outbox table, for other modules' e-mails queued in their own transactions (booking). */
  queue: MailJobQueue;
}

export function createLeadDelivery(
  dataSource: DataSource,
  config: Config,
  logger: Logger,
  chatLog: ChatLog,
): LeadDelivery {
  const { mail } = config;
  const formTokens = new FormTokens(loadFormSigningSecret(mail.formSigningSecret, config.dataDir));
  const queue = new MailJobQueue(dataSource, mail);
  const worker = new LeadDeliveryWorker(dataSource, queue, createMailer(mail, logger), logger, {
    pollIntervalMs: mail.pollIntervalMs,
    notifyTo: mail.notifyTo,
    signInWindowMinutes: config.desk.signInWindowMinutes,
    chatLog,
  });
  const outbox = new LeadOutbox(
    dataSource,
    queue,
    formTokens,
    logger,
    {
      mailFrom: mail.from,
      notifyTo: mail.notifyTo,
      acknowledgementsPerHour: mail.acknowledgementsPerHour,
      formMinFillSeconds: mail.formMinFillSeconds,
    },
    // In-process wake-up: the lead's e-mails go out as soon as its transaction committed.
    () => worker.nudge(),
  );
  // The visitor's copy of a chat, read from the chat log when it is sent (what was said by then).
  worker.register('chat_transcript', async (job) => {
    const messages = await chatLog.history(job.sessionId ?? '', { limit: transcriptMessages });
    if (messages.length === 0) return undefined;
    return chatTranscriptMail(messages, job.recipient, mail.notifyTo, job.messageId);
  });
  worker.start();
  return { outbox, formTokens, worker, queue };
}
