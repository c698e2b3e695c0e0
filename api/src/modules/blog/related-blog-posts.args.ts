import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { blogPaging, relatedCountMessage } from './blog-paging';
import { blogSlugMaxLength } from './blog-slug';

@ArgsType()
export class RelatedBlogPostsArgs {
  @Field({ description: 'The article whose related articles are wanted.' })
  @IsString({ message: 'The slug must be text.' })
  @MaxLength(blogSlugMaxLength, {
    message: `The slug is at most ${blogSlugMaxLength} characters.`,
  })
  slug!: string;

  @Field(() => Int, {
    defaultValue: blogPaging.defaultRelated,
    description: `How many, 1 to ${blogPaging.maxRelated}.`,
  })
  @IsInt({ message: relatedCountMessage })
  @Min(1, { message: relatedCountMessage })
  @Max(blogPaging.maxRelated, { message: relatedCountMessage })
  first!: number;
}
