import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';

/** A list of short points, two columns on wider screens. */
export function Checklist({ items, columns = 2 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        columnGap: 4,
        rowGap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
        },
      }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', typography: 'body1' }}
        >
          <CheckCircleIcon aria-hidden sx={{ color: 'secondary.main', mt: '3px', flexShrink: 0 }} />
          {item}
        </Box>
      ))}
    </Box>
  );
}
