import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LocationPage } from '@landman/content';

/** Nearby towns served from this location: plain cards, deliberately not links. */
export function CoverageGrid({ towns }: { towns: LocationPage['coverage']['towns'] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {towns.map((town) => (
        <Box
          component="li"
          key={town.name}
          sx={{
            p: 2.5,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            borderTop: 4,
            borderTopColor: 'secondary.main',
            bgcolor: 'background.paper',
          }}
        >
          <Typography variant="h6" component="h3" sx={{ color: 'primary.main' }}>
            {town.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {town.note}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
