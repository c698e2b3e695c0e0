import { Args, Query, Resolver } from 'type-graphql';
import { BlogPostConnection, BlogPostPage } from './blog-connection.type';
import { blogPaging } from './blog-paging';
import { BlogPostPageArgs } from './blog-post-page.args';
import { BlogPostArgs } from './blog-post.args';
import { BlogPost } from './blog-post.entity';
import { BlogPostsArgs } from './blog-posts.args';
import { RelatedBlogPostsArgs } from './related-blog-posts.args';
import { BlogService } from './blog.service';

@Resolver(() => BlogPost)
export class BlogResolver {
  constructor(private readonly blog: BlogService) {}

  @Query(() => [BlogPost], {
    description:
      'Articles, newest first; the first is the featured one. A page, not the whole blog: ' +
      `\`first\` articles (default ${blogPaging.defaultSize}, at most ${blogPaging.maxSize}) ` +
      'after the cursor `after`. The list shape is kept for existing clients; ' +
      'use blogPostsConnection for cursors and the total.',
  })
  async blogPosts(@Args(() => BlogPostsArgs) args: BlogPostsArgs): Promise<BlogPost[]> {
    const { edges } = await this.blog.connection(args);
    return edges.map((edge) => edge.node);
  }

  @Query(() => BlogPostConnection, {
    description:
      'Articles, newest first, a page at a time: `first` articles (default ' +
      `${blogPaging.defaultSize}, at most ${blogPaging.maxSize}) after the cursor \`after\` ` +
      '(pageInfo.endCursor of the previous page). A cursor this server did not write fails ' +
      'with BAD_USER_INPUT.',
  })
  blogPostsConnection(@Args(() => BlogPostsArgs) args: BlogPostsArgs): Promise<BlogPostConnection> {
    return this.blog.connection(args);
  }

  @Query(() => BlogPostPage, {
    description:
      'A numbered page of articles, as the website shows at /blog?page=N. A page past the ' +
      'last one holds no articles (pageCount says how many there are).',
  })
  blogPostPage(@Args(() => BlogPostPageArgs) args: BlogPostPageArgs): Promise<BlogPostPage> {
    return this.blog.page(args);
  }

  @Query(() => [BlogPost], {
    description:
      'Other articles of the same category as `slug`, newest first (Related Articles); ' +
      'empty when the slug is unknown.',
  })
  relatedBlogPosts(
    @Args(() => RelatedBlogPostsArgs) args: RelatedBlogPostsArgs,
  ): Promise<BlogPost[]> {
    return this.blog.related(args.slug, args.first);
  }

  @Query(() => BlogPost, { nullable: true, description: 'One article by slug; null when absent.' })
  blogPost(@Args(() => BlogPostArgs) { slug }: BlogPostArgs): Promise<BlogPost | null> {
    return this.blog.getBySlug(slug);
  }
}
