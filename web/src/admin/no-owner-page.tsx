import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DeskFrame } from './desk-frame';

/** No owner account exists yet: accounts are created on the server, never from the web. */
export function NoOwnerPage() {
  return (
    <DeskFrame title="Set up the desk">
      <Typography sx={{ mb: 2 }}>
        No owner account exists yet. For safety, accounts can only be created on the server itself.
        In the project folder, run:
      </Typography>
      <Box
        component="pre"
        sx={{
          p: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
          overflowX: 'auto',
          fontSize: '0.875rem',
        }}
      >
        <code>npm run owner:add -- --email EMAIL</code>
      </Box>
      <Typography sx={{ mt: 2 }}>
        It asks for a password (or reads it from the <code>OWNER_PASSWORD</code> environment
        variable) and uses the same database settings as the server. Then reload this page and sign
        in.
      </Typography>
    </DeskFrame>
  );
}
