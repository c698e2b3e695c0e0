import { blogListPageSize } from '@landman/content';
import { graphql } from '../../gql';

/** One numbered page of the list, newest first; `category` filters. */
export const BlogPostPageQuery = graphql(`
  query BlogPostPage($category: String, $page: Int!, $pageSize: Int!) {
    blogPostPage(category: $category, page: $page, pageSize: $pageSize) {
      page
      pageCount
      totalCount
      posts {
        id
        slug
        title
        excerpt
        category
        publishedAt
        coverImage {
          src
          srcset
          alt
          width
          height
        }
      }
    }
  }
`);

/**
 * The same variables for the same page on server and client, so SSR's cache entry is hit. A
 * page number that names no page (0) still asks for page 1: the page shows a 404 either way.
 */
export const blogPostPageVariables = (category: string | undefined, page: number) => ({
  ...(category ? { category } : {}),
  page: Math.max(page, 1),
  pageSize: blogListPageSize,
});
