import { Arg, Args, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { QuestionsToAnswerService } from './questions-to-answer.service';
import { TaughtAnswersService } from './taught-answers.service';
import {
  QuestionGroupIdArgs,
  QuestionsToAnswerArgs,
  TaughtAnswerIdArgs,
  TaughtAnswersArgs,
  TeachAnswerInput,
} from './teaching.input';
import { AssistantWeek, QuestionGroup, TaughtAnswer } from './teaching.types';

/** The consultant teaches the assistant. Every operation needs a signed-in owner (ownerAuthChecker). */
@Resolver()
export class TeachingResolver {
  constructor(
    private readonly answers: TaughtAnswersService,
    private readonly questions: QuestionsToAnswerService,
  ) {}

  @Authorized()
  @Query(() => [QuestionGroup], {
    description:
      'Visitor questions answered weakly, voted not helpful or followed by a request for a person, grouped by wording; most-asked, then newest, first.',
  })
  questionsToAnswer(@Args(() => QuestionsToAnswerArgs) { first }: QuestionsToAnswerArgs) {
    return this.questions.list(first ?? 30);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Sets a question group aside; false when no waiting group has this id.',
  })
  dismissQuestionGroup(@Args(() => QuestionGroupIdArgs) { id }: QuestionGroupIdArgs) {
    return this.questions.dismiss(id);
  }

  @Authorized()
  @Query(() => [TaughtAnswer], { description: 'Taught answers, newest first (at most 200).' })
  taughtAnswers(@Args(() => TaughtAnswersArgs) { search }: TaughtAnswersArgs) {
    return this.answers.list(search);
  }

  @Authorized()
  @Mutation(() => TaughtAnswer, {
    description:
      'Teaches the assistant an answer, used by the next reply on every instance. Refused (BAD_USER_INPUT, saying why) when the guardrails would refuse it.',
  })
  async teachAnswer(@Arg('input', () => TeachAnswerInput) input: TeachAnswerInput) {
    const taught = await this.answers.teach(input);
    if (input.groupId) await this.questions.dismiss(input.groupId);
    return taught;
  }

  @Authorized()
  @Mutation(() => TaughtAnswer, {
    description: 'Replaces a taught answer, checked as when taught.',
  })
  updateTaughtAnswer(
    @Args(() => TaughtAnswerIdArgs) { id }: TaughtAnswerIdArgs,
    @Arg('input', () => TeachAnswerInput) input: TeachAnswerInput,
  ) {
    return this.answers.update(id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Removes a taught answer; the assistant stops using it.',
  })
  removeTaughtAnswer(@Args(() => TaughtAnswerIdArgs) { id }: TaughtAnswerIdArgs) {
    return this.answers.remove(id);
  }

  @Authorized()
  @Query(() => AssistantWeek, { description: "The assistant's last 7 days at a glance." })
  assistantWeek() {
    return this.questions.week();
  }
}
