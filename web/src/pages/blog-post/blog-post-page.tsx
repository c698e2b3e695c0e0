import { useParams } from 'react-router-dom';
import { BlogPostArticle } from '../../features/blog/blog-post-article';
import { BlogPostQuery } from '../../features/blog/blog-post.query';
import { LoadingSpinner } from '../../features/blog/loading-spinner';
import { PostNotFound } from '../../features/blog/post-not-found';
import { usePageQuery } from '../../lib/data/page-query';
import { HttpStatus } from '../../lib/http-status/http-status';
import { Seo } from '../../lib/seo/seo';

/** /blog/:slug: the article, or Blog Post Not Found (HTTP 404 from the server). */
export default function BlogPostPage(props: { slug?: string }) {
  const params = useParams();
  const slug = props.slug ?? params.slug ?? '';
  const { data, loading } = usePageQuery(BlogPostQuery, { slug });
  const post = data?.blogPost;

  if (post) return <BlogPostArticle post={post} />;
  if (loading) return <LoadingSpinner label="Loading article" />;
  // Nothing of the unknown slug is in the page: the server renders it once and answers every
  // unknown slug with it (api/src/site/blog-not-found.ts).
  return (
    <>
      <HttpStatus code={404} />
      <Seo
        title="Blog Post Not Found"
        description="The blog post you're looking for doesn't exist. Browse the latest articles on leases, title, royalties and land services."
        path="/blog"
        noindex
      />
      <PostNotFound />
    </>
  );
}
