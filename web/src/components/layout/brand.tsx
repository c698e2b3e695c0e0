import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { site } from '@landman/content';
import { Link as RouterLink } from 'react-router-dom';

/** A survey corner monument seen from above: the firm's mark. Decorative; the name follows it. */
function BrandMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      sx={{ width: 40, height: 40, flexShrink: 0 }}
    >
      <Box
        component="rect"
        x="1"
        y="1"
        width="38"
        height="38"
        rx="8"
        sx={{ fill: (t) => t.palette.primary.main }}
      />
      <Box
        component="path"
        d="M20 7 L33 20 L20 33 L7 20 Z"
        sx={{ fill: 'none', stroke: (t) => t.palette.secondary.light, strokeWidth: 2.5 }}
      />
      <Box
        component="circle"
        cx="20"
        cy="20"
        r="4"
        sx={{ fill: (t) => t.palette.secondary.light }}
      />
    </Box>
  );
}

/** The consultant's name and tagline, linking home. */
export function Brand() {
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
      }}
    >
      <BrandMark />
      <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1, minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            fontFamily: (t) => t.typography.h1.fontFamily,
            fontWeight: 600,
            fontSize: { xs: '1.2rem', sm: '1.35rem' },
            lineHeight: 1.15,
            color: 'primary.main',
            whiteSpace: 'nowrap',
          }}
        >
          {site.name}
        </Typography>
        <Typography
          component="span"
          variant="overline"
          sx={{
            color: 'secondary.dark',
            lineHeight: 1.4,
            fontSize: '0.75rem',
            whiteSpace: 'nowrap',
          }}
        >
          {site.tagline}
        </Typography>
      </Box>
    </Box>
  );
}
