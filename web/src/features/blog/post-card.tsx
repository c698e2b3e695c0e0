import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { blogPostPath } from '@landman/content';
import { visuallyHidden } from '../../components/sections/visually-hidden';
import { CategoryBadge } from './category-badge';
import { formatShortDate, isoDate } from './format-post-date';
import type { PostSummary } from './post-summary';
import { PostIllustration } from './post-illustration';

/** Clamps text to a number of lines (spec: title 2, excerpt 3). */
const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

/** A post in the Recent Posts grid and in Related Articles. */
export function PostCard({
  post,
  headingLevel = 'h3',
}: {
  post: PostSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const href = blogPostPath(post.slug);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <PostIllustration category={post.category} cover={post.coverImage} />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <CategoryBadge category={post.category} />
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={isoDate(post.publishedAt)}
          >
            {formatShortDate(post.publishedAt)}
          </Typography>
        </Stack>
        <Typography variant="h6" component={headingLevel} sx={{ ...clamp(2), lineHeight: 1.3 }}>
          <Link component={RouterLink} to={href} color="inherit" underline="hover">
            {post.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ ...clamp(3), flexGrow: 1 }}>
          {post.excerpt}
        </Typography>
        <Link
          component={RouterLink}
          to={href}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          Read More
          <Box component="span" sx={visuallyHidden}>
            : {post.title}
          </Box>
          <ArrowForwardIcon fontSize="small" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
