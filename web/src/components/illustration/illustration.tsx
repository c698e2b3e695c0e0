import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ImageKey } from '@landman/content';
import { illustrationUrls } from './illustration-urls';

/** Every illustration is drawn on the same 16:10 canvas (viewBox 0 0 640 400). */
export const illustrationSize = { width: 640, height: 400 } as const;

export interface IllustrationProps {
  name: ImageKey;
  /** Empty string when the image only decorates text that says the same thing. */
  alt: string;
  /** Above-the-fold images load eagerly and first; everything else waits until scrolled near. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * One of the site's self-hosted SVG illustrations. The intrinsic width and height reserve the
 * space before the file arrives, so nothing shifts when it does.
 */
export function Illustration({ name, alt, priority = false, sx }: IllustrationProps) {
  return (
    <Box
      component="img"
      src={illustrationUrls[name]}
      alt={alt}
      width={illustrationSize.width}
      height={illustrationSize.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      sx={[
        { display: 'block', width: '100%', height: 'auto', maxWidth: '100%' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
