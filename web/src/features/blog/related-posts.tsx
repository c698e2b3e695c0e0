import Box from '@mui/material/Box';
import { SectionHeading } from '../../components/sections/section-heading';
import { usePageQuery } from '../../lib/data/page-query';
import { BlogPostsQuery, blogPostsVariables } from './blog-posts.query';
import { PostCard } from './post-card';

const maxRelated = 3;

/** Up to three other posts of the same category; nothing at all when there are none. */
export function RelatedPosts({ category, currentSlug }: { category: string; currentSlug: string }) {
  const { data } = usePageQuery(BlogPostsQuery, blogPostsVariables(category));
  const related = (data?.blogPosts ?? [])
    .filter((post) => post.slug !== currentSlug)
    .slice(0, maxRelated);
  if (related.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-title" sx={{ my: 6 }}>
      <SectionHeading id="related-title" title="Related Articles" />
      <Box
        data-testid="related-posts"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {related.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </Box>
    </Box>
  );
}
