import { graphql } from '../../gql';

/** Posts for the list and for Related Articles, newest first; `category` filters. */
export const BlogPostsQuery = graphql(`
  query BlogPosts($category: String) {
    blogPosts(category: $category) {
      id
      slug
      title
      excerpt
      category
      publishedAt
    }
  }
`);

/** The same variables for the same filter on server and client, so SSR's cache entry is hit. */
export const blogPostsVariables = (category: string | undefined) => (category ? { category } : {});
