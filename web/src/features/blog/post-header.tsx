import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { blogCategoryStyle } from '@landman/content';
import { CategoryBadge } from './category-badge';
import { formatLongDate, isoDate } from './format-post-date';
import { PostIllustration } from './post-illustration';

interface PostHeaderProps {
  title: string;
  excerpt: string;
  category: string;
  publishedAt: string;
}

/** Badge, long date, title, excerpt and the category's header image. */
export function PostHeader({ title, excerpt, category, publishedAt }: PostHeaderProps) {
  return (
    <Box component="header" sx={{ mb: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <CategoryBadge category={category} size="medium" />
        <Typography color="text.secondary" component="time" dateTime={isoDate(publishedAt)}>
          {formatLongDate(publishedAt)}
        </Typography>
      </Stack>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mb: 4 }}>
        {excerpt}
      </Typography>
      <PostIllustration
        category={category}
        alt={blogCategoryStyle(category).imageAlt}
        priority
        sx={{ borderRadius: 2 }}
      />
    </Box>
  );
}
