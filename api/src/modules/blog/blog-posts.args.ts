import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { decodeBlogCursor } from './blog-cursor';
import { blogPaging, cursorMessage, pageSizeMessage } from './blog-paging';

/** A cursor this server wrote (see blog-cursor.ts); anything else is refused as bad input. */
const IsBlogCursor = () =>
  ValidateBy({
    name: 'isBlogCursor',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && !!decodeBlogCursor(value),
      defaultMessage: () => cursorMessage,
    },
  });

/** The category filter every blog list takes. */
@ArgsType()
export class BlogCategoryArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Only articles of this category ("All Posts" or empty: every article).',
  })
  @IsOptional()
  @IsString({ message: 'The category must be text.' })
  @MaxLength(100, { message: 'The category is at most 100 characters.' })
  category?: string | null;
}

@ArgsType()
export class BlogPostsArgs extends BlogCategoryArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: blogPaging.defaultSize,
    description: `How many articles to return, 1 to ${blogPaging.maxSize}.`,
  })
  @IsOptional()
  @IsInt({ message: pageSizeMessage })
  @Min(1, { message: pageSizeMessage })
  @Max(blogPaging.maxSize, { message: pageSizeMessage })
  first?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Start after this cursor: `pageInfo.endCursor` of the previous page.',
  })
  @IsOptional()
  @IsString({ message: cursorMessage })
  @IsBlogCursor()
  after?: string | null;
}
