import { Field, Int, ObjectType } from 'type-graphql';
import { BlogPost } from './blog-post.entity';

@ObjectType({ description: 'One article of a connection, with the cursor to continue after it.' })
export class BlogPostEdge {
  @Field({ description: 'Opaque; pass it as `after` to get the articles that follow.' })
  cursor!: string;

  @Field(() => BlogPost)
  node!: BlogPost;
}

@ObjectType({ description: 'Where a page of a connection stands.' })
export class BlogPageInfo {
  @Field({ description: 'True when more articles follow this page.' })
  hasNextPage!: boolean;

  @Field({ description: 'True when this page started after a cursor.' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the first article of the page.' })
  startCursor!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the last article of the page: `after` for the next page.',
  })
  endCursor!: string | null;
}

@ObjectType({
  description:
    'A page of articles, newest first, in the Relay connection shape. Cursors hold a position ' +
    'in the order, so articles published while a client pages neither repeat nor go missing.',
})
export class BlogPostConnection {
  @Field(() => [BlogPostEdge])
  edges!: BlogPostEdge[];

  @Field(() => BlogPageInfo)
  pageInfo!: BlogPageInfo;

  @Field(() => Int, { description: 'Articles in the whole list (all pages), with the filter.' })
  totalCount!: number;
}

@ObjectType({ description: 'A numbered page of articles, newest first, as the website shows.' })
export class BlogPostPage {
  @Field(() => [BlogPost])
  posts!: BlogPost[];

  @Field(() => Int, { description: 'This page number, from 1.' })
  page!: number;

  @Field(() => Int, { description: 'Articles per page.' })
  pageSize!: number;

  @Field(() => Int, { description: 'Pages in the list; at least 1, even with no articles.' })
  pageCount!: number;

  @Field(() => Int, { description: 'Articles in the whole list, with the filter.' })
  totalCount!: number;
}
