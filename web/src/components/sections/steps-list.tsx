import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Step } from '@landman/content';

/** Columns on wide screens: four steps sit in one row, five or six wrap into rows of three. */
const wideColumns = (count: number) => (count === 4 ? 4 : Math.min(count, 3));

/** A numbered process (an ordered list), read top to bottom on phones and as a row above. */
export function StepsList({ steps }: { steps: readonly Step[] }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${wideColumns(steps.length)}, minmax(0, 1fr))`,
        },
      }}
    >
      {steps.map((step, index) => (
        <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2 }}>
          <Box
            sx={{
              flexShrink: 0,
              width: 44,
              height: 44,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              typography: 'h6',
            }}
          >
            {index + 1}
          </Box>
          <Box>
            <Typography variant="h5" component="h3" sx={{ color: 'primary.main', mb: 1, mt: 1 }}>
              {step.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {step.body}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
