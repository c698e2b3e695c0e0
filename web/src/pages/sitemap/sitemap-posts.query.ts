import { graphql } from '../../gql';

/** The newest posts for the sitemap's Recent Blog Posts list (the API returns newest first). */
export const SitemapPostsQuery = graphql(`
  query SitemapPosts {
    blogPosts(first: 6) {
      id
      slug
      title
      publishedAt
    }
  }
`);
