import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { blogPostPath } from '@landman/content';
import { visuallyHidden } from '../../components/sections/visually-hidden';
import { CategoryBadge } from './category-badge';
import { formatLongDate, isoDate } from './format-post-date';
import { PostIllustration } from './post-illustration';
import type { PostSummary } from './post-summary';

/** The first post of the list, shown large with its long-form date. */
export function FeaturedPostCard({ post }: { post: PostSummary }) {
  const href = blogPostPath(post.slug);
  return (
    <Card
      component="article"
      elevation={2}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      data-testid="featured-post"
    >
      <PostIllustration
        category={post.category}
        cover={post.coverImage}
        priority
        sx={{ height: { md: '100%' } }}
      />
      <Box sx={{ p: { xs: 3, md: 5 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <CategoryBadge category={post.category} size="medium" />
          <Typography
            variant="body2"
            color="text.secondary"
            component="time"
            dateTime={isoDate(post.publishedAt)}
          >
            {formatLongDate(post.publishedAt)}
          </Typography>
        </Stack>
        <Typography variant="h4" component="h3" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          <Link component={RouterLink} to={href} color="inherit" underline="hover">
            {post.title}
          </Link>
        </Typography>
        <Typography color="text.secondary">{post.excerpt}</Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Button
            component={RouterLink}
            to={href}
            variant="contained"
            endIcon={<ArrowForwardIcon aria-hidden />}
          >
            Read Full Article
            <Box component="span" sx={visuallyHidden}>
              : {post.title}
            </Box>
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
