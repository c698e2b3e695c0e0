import Box from '@mui/material/Box';

/** First focusable element on every page: jumps keyboard users past the navigation. */
export function SkipLink({ target }: { target: string }) {
  return (
    <Box
      component="a"
      href={`#${target}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -100,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        '&:focus': { top: 16 },
      }}
    >
      Skip to main content
    </Box>
  );
}
