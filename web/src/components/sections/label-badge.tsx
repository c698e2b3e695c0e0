import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface LabelBadgeProps {
  label: string;
  /** Palette paths or colours, as `sx` takes them. */
  bgcolor: string;
  color: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A static label drawn like MUI's Chip (same height, padding and type). Chip's interactive
 * machinery is code every blog and content page would download for a coloured label.
 */
export function LabelBadge({ label, bgcolor, color, size = 'small', sx }: LabelBadgeProps) {
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          height: size === 'small' ? 24 : 32,
          px: size === 'small' ? 1 : 1.5,
          borderRadius: 4,
          bgcolor,
          color,
          typography: 'body2',
          fontSize: '0.8125rem',
          fontWeight: 600,
          lineHeight: 1,
          whiteSpace: 'nowrap',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}
