import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChatEntrySummary } from './chat-types';

/** A request's details before it is sent: a heading and one row per detail. */
export function ChatSummaryCard({ summary }: { summary: ChatEntrySummary }) {
  return (
    <Box data-testid="chat-summary-card" sx={{ minWidth: { sm: 260 } }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.75 }}>
        {summary.title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(6.5em, auto) 1fr',
          columnGap: 1.5,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary', fontWeight: 600 },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {summary.fields.map((field) => (
          <Box key={field.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {field.label}
            </Typography>
            <Typography component="dd" variant="body2">
              {field.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
