import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The copper-on-sand icon square the site's feature cards use, at the contact page's size. */
export function ContactIconTile({ children }: { children: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: 1.5,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        color: 'secondary.main',
        border: 1,
        borderColor: 'divider',
        '& svg': { fontSize: 22 },
      }}
    >
      {children}
    </Box>
  );
}
