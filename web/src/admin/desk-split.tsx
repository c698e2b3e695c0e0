import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * True at 1200 px and wider (the theme's lg): the list and the open item side by side, as in
 * Intercom or Linear. Narrower, one at a time: the list, then the item with a way back.
 */
export function useSplitView(): boolean {
  // The desk renders only in the browser: the first render may read the real width.
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
}

/**
 * The list beside the open item at 1200 px and wider; below that only one of them: the item when
 * one is open, else the list. Each pane scrolls on its own so the list keeps its place.
 */
export function DeskSplit({
  list,
  detail,
  empty,
  open,
}: {
  list: ReactNode;
  /** The open item, when there is one. */
  detail: ReactNode;
  /** What the right pane says when nothing is open (wide screens only). */
  empty: ReactNode;
  open: boolean;
}) {
  const split = useSplitView();
  if (!split) return <>{open ? detail : list}</>;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(380px, 440px) minmax(0, 1fr)',
        gap: 3,
        alignItems: 'start',
      }}
      data-testid="desk-split"
    >
      <Box
        sx={{
          position: 'sticky',
          top: 80,
          maxHeight: 'calc(100vh - 96px)',
          overflowY: 'auto',
          pr: 0.5,
        }}
      >
        {list}
      </Box>
      <Box sx={{ minWidth: 0 }} data-testid="desk-detail">
        {open ? detail : empty}
      </Box>
    </Box>
  );
}
