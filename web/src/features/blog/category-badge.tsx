import Chip from '@mui/material/Chip';
import { blogCategoryStyle } from '@landman/content';
import { badgeTextColor } from './badge-text-color';

interface CategoryBadgeProps {
  category: string;
  size?: 'small' | 'medium';
}

/** The category's fixed colour from content, with a text colour that keeps AA contrast. */
export function CategoryBadge({ category, size = 'small' }: CategoryBadgeProps) {
  const { color } = blogCategoryStyle(category);
  return (
    <Chip
      label={category}
      size={size}
      sx={{
        bgcolor: color,
        color: badgeTextColor(color),
        fontWeight: 600,
        alignSelf: 'flex-start',
      }}
    />
  );
}
