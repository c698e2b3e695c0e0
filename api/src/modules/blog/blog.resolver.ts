import { Arg, Query, Resolver } from 'type-graphql';
import { BlogPost } from './blog-post.entity';
import { BlogService } from './blog.service';

@Resolver(() => BlogPost)
export class BlogResolver {
  constructor(private readonly blog: BlogService) {}

  @Query(() => [BlogPost], {
    description: 'Articles, newest first. The first is the featured one.',
  })
  blogPosts(
    @Arg('category', () => String, {
      nullable: true,
      description: 'Only articles of this category ("All Posts" or empty: every article).',
    })
    category?: string | null,
  ): Promise<BlogPost[]> {
    return this.blog.list(category);
  }

  @Query(() => BlogPost, { nullable: true, description: 'One article by slug; null when absent.' })
  blogPost(@Arg('slug', () => String) slug: string): Promise<BlogPost | null> {
    return this.blog.getBySlug(slug);
  }
}
