import { graphql } from '../../gql';

/** Related Articles: a few newest posts of the same category, chosen by the server. */
export const RelatedBlogPostsQuery = graphql(`
  query RelatedBlogPosts($slug: String!) {
    relatedBlogPosts(slug: $slug, first: 3) {
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
`);
