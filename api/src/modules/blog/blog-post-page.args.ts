import { IsInt, Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { blogPaging, pageNumberMessage, pageSizeMessage } from './blog-paging';
import { BlogCategoryArgs } from './blog-posts.args';

@ArgsType()
export class BlogPostPageArgs extends BlogCategoryArgs {
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
