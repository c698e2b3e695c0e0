import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { blogCategoryStyle } from '@landman/content';
import { CategoryBadge } from './category-badge';
import { formatLongDate, isoDate } from './format-post-date';
import { PostIllustration } from './post-illustration';
import type { CoverImage } from './post-summary';

interface PostHeaderProps {
  title: string;
  excerpt: string;
  category: string;
  publishedAt: string;
  coverImage?: CoverImage | null;
}

/** Badge, long date, title, excerpt and the category's header image. */
export function PostHeader({ title, excerpt, category, publishedAt, coverImage }: PostHeaderProps) {
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
        alt={coverImage?.alt ?? blogCategoryStyle(category).imageAlt}
        cover={coverImage}
        sizes="(min-width: 900px) 852px, 100vw"
        priority
        sx={{ borderRadius: 2 }}
      />
    </Box>
  );
}
