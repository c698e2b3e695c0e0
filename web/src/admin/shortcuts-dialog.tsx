import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { deskShortcuts } from './desk-shortcuts';

/** The list's keyboard shortcuts, opened with "?" or the "Shortcuts" button. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="desk-shortcuts-title" maxWidth="xs">
      <DialogTitle id="desk-shortcuts-title">Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
        >
          {deskShortcuts.map((shortcut) => (
            <Box key={shortcut.action} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ m: 0 }}>
                {shortcut.keys.map((key) => (
                  <Box
                    component="kbd"
                    key={key}
                    sx={{
                      display: 'inline-block',
                      minWidth: '1.8em',
                      px: 0.75,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      textAlign: 'center',
                      fontFamily: 'monospace',
                      bgcolor: 'background.default',
                    }}
                  >
                    {key}
                  </Box>
                ))}
              </Box>
              <Typography component="dd" variant="body2" sx={{ m: 0, alignSelf: 'center' }}>
                {shortcut.action}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          Shortcuts wait while you type in a field.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Opens the shortcuts dialog; hidden on phones, which have no keys to press. */
export function ShortcutsButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      size="small"
      onClick={onClick}
      aria-keyshortcuts="?"
      sx={{ minWidth: 0, display: { xs: 'none', sm: 'inline-flex' } }}
    >
      Shortcuts
    </Button>
  );
}
