import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

/** "Typing..." while a reply is on its way. */
export function ChatTypingIndicator() {
  return (
    <Box
      data-testid="chat-typing"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
    >
      <Box aria-hidden sx={{ display: 'flex', gap: 0.5 }}>
        {[0, 1, 2].map((dot) => (
          <Box
            key={dot}
            sx={{
              width: 6,
              height: 6,
              borderRadius: '50%',
              bgcolor: 'text.secondary',
              animation: `${pulse} 1.2s ease-in-out ${dot * 0.15}s infinite`,
            }}
          />
        ))}
      </Box>
      <Typography variant="body2" component="span">
        Typing...
      </Typography>
    </Box>
  );
}
