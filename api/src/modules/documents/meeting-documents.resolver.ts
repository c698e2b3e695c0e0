import { ArrayMaxSize, IsArray, IsString, Matches, MaxLength } from 'class-validator';
import {
  Args,
  ArgsType,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import {
  type DocumentsService,
  type MeetingDocument,
  type MeetingForDocuments,
} from './documents.service';

@ObjectType('MeetingDocument', {
  description: 'A document the visitor added on their meeting page (its name, never its id).',
})
export class MeetingDocumentView {
  @Field({ description: 'The name the visitor’s device gave the file.' })
  name!: string;

  @Field(() => Int, { description: 'Size in bytes, as stored.' })
  size!: number;

  @Field({ description: 'What the file is by its content: application/pdf or an image type.' })
  contentType!: string;
}

@ArgsType()
class MeetingTokenArgs {
  @Field({ description: 'The token of the meeting link in the confirmation e-mail.' })
  @IsString()
  @MaxLength(200, { message: 'This meeting link is not valid.' })
  token!: string;
}

@ArgsType()
class AddMeetingDocumentsArgs extends MeetingTokenArgs {
  @Field(() => [ID], { description: 'Ids from POST /api/documents.' })
  @IsArray({ message: 'documentIds must be a list of document ids.' })
  @ArrayMaxSize(50, { message: 'Too many documents at once.' })
  @IsString({ each: true, message: 'Each document id must be text.' })
  @Matches(/^[\w-]{1,64}$/, { each: true, message: 'A document id is not one we gave.' })
  documentIds!: string[];
}

/** Finds a meeting by its manage token (booking's); undefined when unknown or over. */
export type MeetingByToken = (token: string) => Promise<MeetingForDocuments | undefined>;

const view = (document: MeetingDocument) =>
  Object.assign(new MeetingDocumentView(), {
    name: document.name,
    size: document.size,
    contentType: document.contentType,
  });

/** The visitor's meeting page: documents added by its manage token until the meeting starts. */
@Resolver()
export class MeetingDocumentsResolver {
  constructor(
    private readonly service: DocumentsService,
    private readonly meetingByToken: MeetingByToken,
  ) {}

  @Query(() => [MeetingDocumentView], {
    description: 'The documents added on this meeting’s page so far, oldest first.',
  })
  async meetingDocuments(
    @Args(() => MeetingTokenArgs) { token }: MeetingTokenArgs,
  ): Promise<MeetingDocumentView[]> {
    return (await this.service.forMeeting(await this.meetingByToken(token))).map(view);
  }

  @Mutation(() => [MeetingDocumentView], {
    description:
      'Sends uploaded documents (ids from POST /api/documents) with the meeting, until it ' +
      'starts; at most DOCUMENTS_PER_REQUEST per meeting. The meeting’s documents so far.',
  })
  async addMeetingDocuments(
    @Args(() => AddMeetingDocumentsArgs) { token, documentIds }: AddMeetingDocumentsArgs,
  ): Promise<MeetingDocumentView[]> {
    const meeting = await this.meetingByToken(token);
    return (await this.service.addToMeeting(meeting, documentIds)).map(view);
  }
}
