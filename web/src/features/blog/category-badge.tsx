import { blogCategoryStyle } from '@landman/content';
import { LabelBadge } from '../../components/sections/label-badge';
import { badgeTextColor } from './badge-text-color';

interface CategoryBadgeProps {
  category: string;
  size?: 'small' | 'medium';
}

/** The category's fixed colour from content, with a text colour that keeps AA contrast. */
export function CategoryBadge({ category, size = 'small' }: CategoryBadgeProps) {
  const { color } = blogCategoryStyle(category);
  return (
    <LabelBadge
      label={category}
      size={size}
      bgcolor={color}
      color={badgeTextColor(color)}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
