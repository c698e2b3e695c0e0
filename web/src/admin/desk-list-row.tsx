import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * One dense row of a desk list beside its open item (chats, questions): the whole row is the
 * link to the item, marked as the current page when it is the one open.
 */
export function DeskListRow({
  to,
  open,
  testId,
  children,
}: {
  to: string;
  open: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{
        listStyle: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: open ? 'action.selected' : 'background.paper',
        '&:focus-within': { bgcolor: open ? 'action.selected' : 'action.hover' },
      }}
    >
      <Link
        component={RouterLink}
        to={to}
        aria-current={open ? 'page' : undefined}
        underline="none"
        color="inherit"
        sx={{
          display: 'block',
          px: 1.5,
          py: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {children}
      </Link>
    </Box>
  );
}
