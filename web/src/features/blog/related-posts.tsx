import Box from '@mui/material/Box';
import { SectionHeading } from '../../components/sections/section-heading';
import { usePageQuery } from '../../lib/data/page-query';
import { PostCard } from './post-card';
import { RelatedBlogPostsQuery } from './related-posts.query';

/** Up to three other posts of the same category; nothing at all when there are none. */
export function RelatedPosts({ currentSlug }: { currentSlug: string }) {
  const { data } = usePageQuery(RelatedBlogPostsQuery, { slug: currentSlug });
  const related = data?.relatedBlogPosts ?? [];
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
