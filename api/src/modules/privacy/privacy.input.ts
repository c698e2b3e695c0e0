import { IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class PersonLeadArgs {
  @Field(() => ID, { description: 'A lead of the person (any of their requests).' })
  @IsString({ message: 'leadId must be text.' })
  @MaxLength(100, { message: 'No lead has this id.' })
  leadId!: string;
}
