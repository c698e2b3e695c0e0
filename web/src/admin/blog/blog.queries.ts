import { graphql } from '../gql';

export const DeskBlogPostsQuery = graphql(`
  query DeskBlogPosts($status: BlogPostStatus, $deleted: Boolean!) {
    deskBlogPosts(status: $status, deleted: $deleted) {
      id
      slug
      title
      category
      status
      publishedAt
      updatedAt
      deletedAt
    }
  }
`);

export const DeskBlogPostQuery = graphql(`
  query DeskBlogPost($id: ID!) {
    deskBlogPost(id: $id) {
      id
      slug
      title
      excerpt
      markdown
      category
      status
      publishedAt
      deletedAt
      coverImage {
        id
        alt
        src
      }
    }
  }
`);

export const BlogPostRevisionsQuery = graphql(`
  query BlogPostRevisions($id: ID!) {
    blogPostRevisions(id: $id) {
      id
      title
      status
      autosave
      createdAt
    }
  }
`);

export const PreviewBlogPostQuery = graphql(`
  query PreviewBlogPost($content: String!) {
    previewBlogPost(content: $content) {
      html
    }
  }
`);

export const SuggestBlogSlugQuery = graphql(`
  query SuggestBlogSlug($title: String!, $id: ID) {
    suggestBlogSlug(title: $title, id: $id)
  }
`);

export const CreateBlogPostMutation = graphql(`
  mutation CreateBlogPost($input: BlogPostInput!) {
    createBlogPost(input: $input) {
      id
      slug
      status
      publishedAt
    }
  }
`);

export const UpdateBlogPostMutation = graphql(`
  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $autosave: Boolean!) {
    updateBlogPost(id: $id, input: $input, autosave: $autosave) {
      id
      slug
      status
      publishedAt
    }
  }
`);

export const DeleteBlogPostMutation = graphql(`
  mutation DeleteBlogPost($id: ID!) {
    deleteBlogPost(id: $id) {
      id
      deletedAt
    }
  }
`);

export const RestoreBlogPostMutation = graphql(`
  mutation RestoreBlogPost($id: ID!) {
    restoreBlogPost(id: $id) {
      id
      deletedAt
    }
  }
`);

export const RestoreBlogPostRevisionMutation = graphql(`
  mutation RestoreBlogPostRevision($revisionId: ID!) {
    restoreBlogPostRevision(revisionId: $revisionId) {
      id
      slug
      title
      excerpt
      markdown
      category
      status
      publishedAt
    }
  }
`);

export const BlogSubscribersQuery = graphql(`
  query BlogSubscribers($status: SubscriberStatus) {
    blogSubscribers(status: $status) {
      id
      email
      status
      frequency
      createdAt
      confirmedAt
    }
  }
`);

export const RemoveBlogSubscriberMutation = graphql(`
  mutation RemoveBlogSubscriber($id: ID!) {
    removeBlogSubscriber(id: $id)
  }
`);
