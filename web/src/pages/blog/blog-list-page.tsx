import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router-dom';
import { filterableBlogCategory, site } from '@landman/content';
import { BlogHero } from '../../features/blog/blog-hero';
import { blogArticlesId } from '../../features/blog/blog-list-href';
import { BlogPostList } from '../../features/blog/blog-post-list';
import { CategoryTiles } from '../../features/blog/category-tiles';
import { StayInformed } from '../../features/blog/stay-informed';
import { Seo } from '../../lib/seo/seo';

/** /blog, optionally filtered with ?category=<name> (an unknown name shows every article). */
export default function BlogListPage() {
  const [searchParams] = useSearchParams();
  const category = filterableBlogCategory(searchParams.get('category'));
  return (
    <>
      <Seo
        title={category ? `${category} Articles` : 'Industry Insights & Updates'}
        description={
          category
            ? `Articles on ${category.toLowerCase()} from ${site.name}, an independent landman serving Texas, Oklahoma, New Mexico and Louisiana.`
            : `Articles from ${site.name} on oil and gas leases, title curative, suspended royalties, heirship, lithium and renewables across TX, OK, NM and LA.`
        }
        path="/blog"
      />
      <BlogHero />
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 8 } }}>
        <Stack
          id={blogArticlesId}
          spacing={{ xs: 6, md: 8 }}
          sx={{ scrollMarginTop: { xs: 72, md: 88 } }}
        >
          <BlogPostList category={category} />
          <CategoryTiles active={category} />
        </Stack>
      </Container>
      <StayInformed />
    </>
  );
}
