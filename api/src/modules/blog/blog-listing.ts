import { type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { type BlogListPosition } from './blog-cursor';
import { BlogPost } from './blog-post.entity';
import { publicPostCondition } from './blog-post-status';

const isPublic = publicPostCondition('post');

/** The list label of the blog page means "no filter". */
const allPostsLabel = 'All Posts';

/** The category a request filters by, or undefined for every post. */
export function listedCategory(category: string | null | undefined): string | undefined {
  const wanted = category?.trim();
  return !wanted || wanted === allPostsLabel ? undefined : wanted;
}

export interface BlogSlice {
  posts: BlogPost[];
  /** True when posts follow the last one of `posts`. */
  hasMore: boolean;
}

/**
 * Blog reads that return a bounded number of rows, whatever the size of the blog: keyset pages
 * (newest first, slug breaking ties), numbered pages, related posts, counts. The order is the
 * one blog_posts_listing_idx and blog_posts_category_listing_idx hold (see their migration).
 */
export class BlogListing {
  private readonly posts: Repository<BlogPost>;

  constructor(dataSource: DataSource) {
    this.posts = dataSource.getRepository(BlogPost);
  }

  /** Up to `limit` posts after `after` (from the newest when absent). */
  async after(
    category: string | undefined,
    after: BlogListPosition | undefined,
    limit: number,
  ): Promise<BlogSlice> {
    const query = this.newestFirst(category);
    if (after) {
      // Written so the first condition is an index range; the second only sorts out the ties.
      query.andWhere('post.publishedAt <= :at AND (post.publishedAt < :at OR post.slug > :slug)', {
        at: after.publishedAt,
        slug: after.slug,
      });
    }
    const rows = await query.limit(limit + 1).getMany();
    return { posts: rows.slice(0, limit), hasMore: rows.length > limit };
  }

  /** Page `page` (from 1) of `pageSize` posts. Numbered pages are for people and crawlers. */
  numbered(category: string | undefined, page: number, pageSize: number): Promise<BlogPost[]> {
    return this.newestFirst(category)
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getMany();
  }

  count(category: string | undefined): Promise<number> {
    const query = this.posts.createQueryBuilder('post').where(isPublic);
    if (category) query.andWhere('post.category = :category', { category });
    return query.getCount();
  }

  /** The newest `limit` other posts of the category of `slug`; none when the slug is unknown. */
  related(slug: string, limit: number): Promise<BlogPost[]> {
    return this.posts
      .createQueryBuilder('post')
      .leftJoinAndSelect('post.coverImage', 'coverImage')
      .where(isPublic)
      .andWhere((outer) => {
        const ofPost = outer
          .subQuery()
          .select('current.category')
          .from(BlogPost, 'current')
          .where('current.slug = :slug')
          .andWhere(publicPostCondition('current'))
          .getQuery();
        return `post.category = ${ofPost}`;
      })
      .andWhere('post.slug <> :slug', { slug })
      .orderBy('post.publishedAt', 'DESC')
      .addOrderBy('post.slug', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** Every post's slug and date, and nothing else: the rows of sitemap.xml. */
  async sitemapPosts(): Promise<{ slug: string; publishedAt: Date }[]> {
    return this.posts
      .createQueryBuilder('post')
      .select(['post.slug', 'post.publishedAt'])
      .where(isPublic)
      .orderBy('post.publishedAt', 'DESC')
      .addOrderBy('post.slug', 'ASC')
      .getMany();
  }

  private newestFirst(category: string | undefined): SelectQueryBuilder<BlogPost> {
    const query = this.posts
      .createQueryBuilder('post')
      .leftJoinAndSelect('post.coverImage', 'coverImage')
      .where(isPublic)
      .orderBy('post.publishedAt', 'DESC')
      .addOrderBy('post.slug', 'ASC');
    if (category) query.andWhere('post.category = :category', { category });
    return query;
  }
}
