import { IsString, MaxLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { blogSlugMaxLength } from './blog-slug';

/** One article by slug: GraphQL `blogPost(slug)` and REST `GET /api/blog/:slug`. */
@ArgsType()
export class BlogPostArgs {
  @Field({ description: "The article's slug, as in /blog/<slug>." })
  @IsString({ message: 'The slug must be text.' })
  @MaxLength(blogSlugMaxLength, {
    message: `The slug is at most ${blogSlugMaxLength} characters.`,
  })
  slug!: string;
}
