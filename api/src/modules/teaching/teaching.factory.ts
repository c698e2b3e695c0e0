import { type DataSource } from 'typeorm';
import { type Config } from '../../config';
import { type AppEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import { type Logger } from '../../logger';
import { TaughtKnowledge } from '../assistant/taught-answers';
import { type ChatLog } from '../chat/chat-log';
import { QuestionsToAnswerService } from './questions-to-answer.service';
import { TaughtAnswersService } from './taught-answers.service';

export interface Teaching {
  /** The taught answers the assistant answers with (hand it to createAssistant). */
  knowledge: TaughtKnowledge;
  answers: TaughtAnswersService;
  questions: QuestionsToAnswerService;
  /** Settles when the taught answers were first read from the database. */
  loaded: Promise<void>;
  /** Stops listening to the bus. */
  close(): void;
}

/**
 * The consultant teaching the assistant: taught answers read from the database at start and
 * again whenever any instance changes them (or the bus reconnects), and the questions to answer.
 */
export function createTeaching(
  dataSource: DataSource,
  config: Config,
  bus: AppEventBus,
  chatLog: ChatLog,
  instanceId: string,
  logger: Logger,
): Teaching {
  const knowledge = new TaughtKnowledge();
  const answers = new TaughtAnswersService(dataSource, chatLog, knowledge, bus, instanceId, logger);
  const questions = new QuestionsToAnswerService(dataSource, chatLog, knowledge, {
    windowDays: config.teaching.questionsWindowDays,
  });
  const changes = bus.subscribe(Topic.TaughtAnswersChanged);
  void (async () => {
    for await (const change of changes) if (change.origin !== instanceId) answers.reloadSoon();
  })();
  const stopWatching = bus.onConnectionChange((connected) => connected && answers.reloadSoon());
  const loaded = answers
    .load()
    .catch((error: unknown) =>
      logger.warn('Teaching: could not read the taught answers; the next change retries', error),
    );
  return {
    knowledge,
    answers,
    questions,
    loaded,
    close: () => {
      void changes.return();
      stopWatching();
    },
  };
}
