import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router-dom';
import {
  blogListPageNumber,
  blogListPageParam,
  blogListPath,
  filterableBlogCategory,
  site,
} from '@landman/content';
import { BlogHero } from '../../features/blog/blog-hero';
import { blogArticlesId } from '../../features/blog/blog-list-href';
import { BlogPageNotFound } from '../../features/blog/blog-page-not-found';
import { BlogPagination, blogListNeighbours } from '../../features/blog/blog-pagination';
import { BlogPostList } from '../../features/blog/blog-post-list';
import { BlogPostPageQuery, blogPostPageVariables } from '../../features/blog/blog-posts.query';
import { CategoryTiles } from '../../features/blog/category-tiles';
import { StayInformed } from '../../features/blog/stay-informed';
import { usePageQuery } from '../../lib/data/page-query';
import { HttpStatus } from '../../lib/http-status/http-status';
import { Seo } from '../../lib/seo/seo';

function pageDescription(category: string | undefined): string {
  return category
    ? `Articles on ${category.toLowerCase()} from ${site.name}, an independent landman serving Texas, Oklahoma, New Mexico and Louisiana.`
    : `Articles from ${site.name} on oil and gas leases, title curative, suspended royalties, heirship, lithium and renewables across TX, OK, NM and LA.`;
}

/**
 * /blog, optionally filtered with ?category=<name> (an unknown name shows every article) and
 * paged with ?page=N. Each page is its own canonical address with prev/next links; a page
 * past the end is a 404.
 */
export default function BlogListPage() {
  const [searchParams] = useSearchParams();
  const category = filterableBlogCategory(searchParams.get('category'));
  const page = blogListPageNumber(searchParams.get(blogListPageParam));
  const { data, loading, error } = usePageQuery(
    BlogPostPageQuery,
    blogPostPageVariables(category, page),
  );
  const list = data?.blogPostPage;
  const pageCount = list?.pageCount ?? 1;
  const missing = page === 0 || (list !== undefined && page > pageCount);
  const baseTitle = category ? `${category} Articles` : 'Industry Insights & Updates';
  return (
    <>
      {missing ? (
        <>
          <HttpStatus code={404} />
          <Seo
            title="Page Not Found"
            description={pageDescription(category)}
            path={blogListPath(category)}
            noindex
          />
        </>
      ) : (
        <Seo
          title={page > 1 ? `${baseTitle}, Page ${page}` : baseTitle}
          description={pageDescription(category)}
          path={blogListPath(category, page)}
          {...blogListNeighbours(category, page, pageCount)}
          feedCategory={category}
        />
      )}
      <BlogHero />
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 8 } }}>
        <Stack
          id={blogArticlesId}
          spacing={{ xs: 6, md: 8 }}
          sx={{ scrollMarginTop: { xs: 72, md: 88 } }}
        >
          {missing ? (
            <BlogPageNotFound category={category} />
          ) : (
            <>
              <BlogPostList
                category={category}
                page={page}
                posts={list?.posts}
                loading={loading}
                error={error}
              />
              <BlogPagination category={category} page={page} pageCount={pageCount} />
            </>
          )}
          <CategoryTiles active={category} />
        </Stack>
      </Container>
      <StayInformed />
    </>
  );
}
