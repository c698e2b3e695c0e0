import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The narrow, centred card the signed-out screens share. */
export function DeskFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 2, py: { xs: 4, sm: 8 } }}
    >
      <Paper
        sx={{ maxWidth: 440, mx: 'auto', p: { xs: 3, sm: 4 }, border: 1, borderColor: 'divider' }}
      >
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'secondary.main', fontWeight: 700 }}
        >
          Consultant&rsquo;s desk
        </Typography>
        <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
