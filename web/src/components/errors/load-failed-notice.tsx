import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface LoadFailedNoticeProps {
  title: string;
  /** What the visitor can do meanwhile; defaults to checking the connection. */
  children?: ReactNode;
  /** Offers a Close button beside Reload, for a notice that stands in for a closable panel. */
  onClose?: () => void;
  sx?: SxProps<Theme>;
}

/**
 * Said when code could not be fetched: a dropped connection, or a new release of the site
 * replaced the files this tab expected. Reloading fetches the current page and its code.
 * Built from parts the site shell already loads (no Alert), as every page carries it.
 */
export function LoadFailedNotice({ title, children, onClose, sx }: LoadFailedNoticeProps) {
  return (
    <Box
      role="alert"
      sx={[
        {
          p: 2.5,
          border: 1,
          borderColor: 'warning.main',
          borderRadius: 2,
          bgcolor: 'background.paper',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mt: 0.5, mb: 1.5 }}>
        {children ?? 'Check your connection, then reload the page to try again.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" size="small" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        {onClose ? (
          <Button size="small" onClick={onClose}>
            Close
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
