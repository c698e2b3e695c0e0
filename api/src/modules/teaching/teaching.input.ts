import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Transform } from 'class-transformer';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { TrimToUndefined } from '../../validation/input-transforms';

export const teachLimits = {
  answer: 2_000,
  href: 300,
  questions: 50,
  questionMin: 3,
  questionMax: 300,
};

/** Each question trimmed, blank ones and repeats (ignoring case) dropped. */
const QuestionList = () =>
  Transform(({ value }: { value: unknown }) => {
    if (!Array.isArray(value)) return value;
    const seen = new Set<string>();
    return value
      .map((q: unknown) => (typeof q === 'string' ? q.trim().replace(/\s+/g, ' ') : q))
      .filter((q: unknown) => {
        if (typeof q !== 'string') return true;
        if (!q || seen.has(q.toLowerCase())) return false;
        seen.add(q.toLowerCase());
        return true;
      });
  });

@InputType({ description: 'A taught answer as the desk saves it.' })
export class TeachAnswerInput {
  @Field(() => String, {
    nullable: true,
    description: 'Plain-text answer (1..2000 chars). Omit when pointing at a page section only.',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'The answer must be text.' })
  @MaxLength(teachLimits.answer, { message: 'The answer must be at most 2,000 characters.' })
  answer?: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Optional site path with optional #section, e.g. /services/title-research#what-you-get.',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'The link must be text.' })
  @MaxLength(teachLimits.href, { message: 'The link must be at most 300 characters.' })
  @Matches(/^\/[^\s]*$/, {
    message: 'The link must be a path of this site, like /services/lease-checks.',
  })
  href?: string;

  @Field(() => [String], {
    description:
      "Question forms (1..50, each 3..300 chars). From a group: the visitors' words, plus the owner's.",
  })
  @QuestionList()
  @IsArray({ message: 'Questions must be a list.' })
  @ArrayMinSize(1, { message: 'Add at least one question this answers.' })
  @ArrayMaxSize(teachLimits.questions, { message: 'At most 50 questions per answer.' })
  @IsString({ each: true, message: 'Each question must be text.' })
  @Length(teachLimits.questionMin, teachLimits.questionMax, {
    each: true,
    message: 'Each question must be 3 to 300 characters.',
  })
  questions!: string[];

  @Field(() => ID, {
    nullable: true,
    description: 'The group it answers, dismissed once taught (optional).',
  })
  @IsOptional()
  @IsString({ message: 'groupId must be the id of a question group.' })
  @Matches(/^[0-9a-f]{16}$/, { message: 'groupId must be the id of a question group.' })
  groupId?: string;
}

@ArgsType()
export class TaughtAnswerIdArgs {
  @Field(() => ID)
  @IsUUID('all', { message: 'id must be the id of a taught answer.' })
  id!: string;
}

@ArgsType()
export class TaughtAnswersArgs {
  @Field(() => String, { nullable: true, description: 'Words of the answer, link or questions.' })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'search must be text.' })
  @MaxLength(200, { message: 'search must be at most 200 characters.' })
  search?: string;
}

@ArgsType()
export class QuestionsToAnswerArgs {
  @Field(() => Int, { nullable: true, defaultValue: 30, description: 'How many groups, 1 to 100.' })
  @IsOptional()
  @IsInt({ message: 'first must be a whole number.' })
  @Min(1, { message: 'first must be at least 1.' })
  @Max(100, { message: 'first must be at most 100.' })
  first?: number | null;
}

@ArgsType()
export class QuestionGroupIdArgs {
  @Field(() => ID)
  @IsString({ message: 'id must be the id of a question group.' })
  @Matches(/^[0-9a-f]{16}$/, { message: 'id must be the id of a question group.' })
  id!: string;
}
