import type { SxProps, Theme } from '@mui/material/styles';
import { blogCategoryStyle } from '@landman/content';
import { Illustration } from '../../components/illustration/illustration';

interface PostIllustrationProps {
  category: string;
  /** Empty when the image only decorates a card whose title says the same thing. */
  alt?: string;
  /** The page's main image (post header, featured card): loaded first, not lazily. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** The category's fixed header image (the default image for a category the site does not know). */
export function PostIllustration({
  category,
  alt = '',
  priority = false,
  sx,
}: PostIllustrationProps) {
  return (
    <Illustration
      name={blogCategoryStyle(category).image}
      alt={alt}
      priority={priority}
      sx={[
        { aspectRatio: '16 / 10', objectFit: 'cover', bgcolor: 'action.hover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
