import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A page the assistant used for its answer.' })
export class ChatLink {
  @Field({ description: 'Link text, usually the page title.' })
  label!: string;

  @Field({ description: 'Site path, optionally with a #section fragment.' })
  href!: string;
}
