import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { blogCategoryStyle } from '@landman/content';
import { Illustration } from '../../components/illustration/illustration';
import type { CoverImage } from './post-summary';

interface PostIllustrationProps {
  category: string;
  /** Empty when the image only decorates a card whose title says the same thing. */
  alt?: string;
  /** The page's main image (post header, featured card): loaded first, not lazily. */
  priority?: boolean;
  sx?: SxProps<Theme>;
  /** The post's own picture, shown instead of the category's when there is one. */
  cover?: CoverImage | null;
  /** How wide the picture is drawn, for the browser's choice from srcset. */
  sizes?: string;
}

/**
 * The post's own picture when it has one, else the category's fixed header image (the default
 * image for a category the site does not know).
 */
export function PostIllustration({
  category,
  alt = '',
  priority = false,
  sx,
  cover,
  sizes = '(min-width: 900px) 50vw, 100vw',
}: PostIllustrationProps) {
  const frame = [
    { aspectRatio: '16 / 10', objectFit: 'cover', bgcolor: 'action.hover' },
    ...(Array.isArray(sx) ? sx : [sx]),
  ] as SxProps<Theme>;
  if (cover) {
    return (
      <Box
        component="img"
        src={cover.src}
        srcSet={cover.srcset}
        sizes={sizes}
        width={cover.width}
        height={cover.height}
        alt={alt === '' ? '' : cover.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        sx={[{ display: 'block', width: '100%', height: 'auto' }, ...(frame as object[])]}
      />
    );
  }
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
