import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { blogCategoryStyle, blogPostPath } from '@landman/content';
import { breadcrumbJsonLd, blogPostingJsonLd } from '../../lib/seo/json-ld';
import { Seo } from '../../lib/seo/seo';
import { illustrationUrls } from '../../components/illustration/illustration-urls';
import { AuthorCard } from './author-card';
import { PostBody } from './post-body';
import { PostBreadcrumbs } from './post-breadcrumbs';
import { PostCta } from './post-cta';
import { PostHeader } from './post-header';
import type { CoverImage } from './post-summary';
import { RelatedPosts } from './related-posts';

export interface BlogPostData {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  publishedAt: string;
  createdAt: string;
  coverImage?: CoverImage | null;
}

/** A loaded post: head tags, breadcrumb, article, author, related posts and the closing CTA. */
export function BlogPostArticle({ post }: { post: BlogPostData }) {
  const path = blogPostPath(post.slug);
  // The header illustration is an SVG: fine for structured data, but link previews need the
  // default raster share image, so the Open Graph tags keep that.
  const image = illustrationUrls[blogCategoryStyle(post.category).image];
  return (
    <>
      <Seo
        title={post.title}
        description={post.excerpt}
        path={path}
        type="article"
        jsonLd={[
          blogPostingJsonLd({ ...post, image }),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Blog', path: '/blog' },
            { name: post.title, path },
          ]),
        ]}
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <PostBreadcrumbs title={post.title} />
        <Box component="article">
          <PostHeader
            title={post.title}
            excerpt={post.excerpt}
            category={post.category}
            publishedAt={post.publishedAt}
            coverImage={post.coverImage}
          />
          <PostBody html={post.content} />
        </Box>
        <AuthorCard />
      </Container>
      <Container maxWidth="lg">
        <RelatedPosts currentSlug={post.slug} />
      </Container>
      <PostCta />
    </>
  );
}
