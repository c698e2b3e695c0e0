import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { blogPaging, pageNumberMessage, pageSizeMessage } from './blog-paging';

@ArgsType()
export class BlogPostPageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Only articles of this category ("All Posts" or empty: every article).',
  })
  @IsOptional()
  @IsString({ message: 'The category must be text.' })
  @MaxLength(100, { message: 'The category is at most 100 characters.' })
  category?: string | null;

  @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1.' })
  @IsInt({ message: pageNumberMessage })
  @Min(1, { message: pageNumberMessage })
  @Max(blogPaging.maxPage, { message: pageNumberMessage })
  page!: number;

  @Field(() => Int, {
    defaultValue: blogPaging.defaultSize,
    description: `Articles per page, 1 to ${blogPaging.maxSize}.`,
  })
  @IsInt({ message: pageSizeMessage })
  @Min(1, { message: pageSizeMessage })
  @Max(blogPaging.maxSize, { message: pageSizeMessage })
  pageSize!: number;
}
