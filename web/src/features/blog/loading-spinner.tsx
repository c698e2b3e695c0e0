import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown only while data is fetched in the browser; server-rendered pages arrive complete. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
