import { graphql } from '../../gql';

/** One post with its sanitized HTML body; null when the slug is unknown. */
export const BlogPostQuery = graphql(`
  query BlogPost($slug: String!) {
    blogPost(slug: $slug) {
      id
      slug
      title
      excerpt
      content
      category
      publishedAt
      coverImage {
        src
        srcset
        alt
        width
        height
      }
      createdAt
    }
  }
`);
