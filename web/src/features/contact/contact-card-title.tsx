import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A contact-page card's heading: the site's serif at card size, in navy like every section. */
export function ContactCardTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      variant="h3"
      component="h2"
      sx={{ color: 'primary.main', fontSize: { xs: '1.375rem', md: '1.5rem' }, mb: 2 }}
    >
      {children}
    </Typography>
  );
}
