import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SectionHeadingProps {
  /** Id of the heading element, referenced by the section's aria-labelledby. */
  id: string;
  title: string;
  intro?: string;
  eyebrow?: string;
  align?: 'left' | 'center';
  onDark?: boolean;
  component?: 'h2' | 'h3';
}

/** A section's title with an optional eyebrow and lead paragraph. */
export function SectionHeading({
  id,
  title,
  intro,
  eyebrow,
  align = 'left',
  onDark = false,
  component = 'h2',
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Box
      sx={{
        mb: { xs: 4, md: 5 },
        maxWidth: 760,
        mx: centered ? 'auto' : 0,
        textAlign: centered ? 'center' : 'left',
      }}
    >
      {eyebrow && (
        <Typography
          variant="overline"
          component="p"
          sx={{ color: onDark ? 'secondary.light' : 'secondary.main', mb: 1 }}
        >
          {eyebrow}
        </Typography>
      )}
      <Typography
        id={id}
        variant={component === 'h2' ? 'h2' : 'h3'}
        component={component}
        sx={{ color: onDark ? 'primary.contrastText' : 'primary.main' }}
      >
        {title}
      </Typography>
      {intro && (
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ mt: 2, color: onDark ? 'primary.contrastText' : 'text.secondary' }}
        >
          {intro}
        </Typography>
      )}
    </Box>
  );
}
