import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { questionsPath } from './teaching-paths';
import { AssistantWeekQuery } from './teaching.queries';

function Figure({ value, label, testId }: { value: number; label: string; testId: string }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Typography
        component="span"
        variant="h5"
        data-testid={testId}
        sx={{ display: 'block', fontWeight: 700 }}
      >
        {value}
      </Typography>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}

/**
 * The assistant's last seven days at a glance, on the inbox: chats, replies rated helpful and
 * not, and the questions waiting for the owner's answer. Nothing shows if it cannot be loaded:
 * the inbox's leads matter more than this line.
 */
export function AssistantWeek() {
  const week = useQuery(AssistantWeekQuery, { fetchPolicy: 'cache-and-network' });
  const figures = week.data?.assistantWeek;
  if (!figures) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="assistant-week-title"
      data-testid="assistant-week"
      sx={{ p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider' }}
    >
      <Typography id="assistant-week-title" component="h2" variant="subtitle1" sx={{ mb: 1 }}>
        The assistant this week
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
          gap: 1.5,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        <Figure value={figures.chats} label="chats" testId="assistant-week-chats" />
        <Figure value={figures.helpful} label="rated helpful" testId="assistant-week-helpful" />
        <Figure
          value={figures.notHelpful}
          label="rated not helpful"
          testId="assistant-week-not-helpful"
        />
        <Figure
          value={figures.questionsWaiting}
          label="questions waiting"
          testId="assistant-week-waiting"
        />
      </Box>
      {figures.questionsWaiting > 0 ? (
        <Stack direction="row" sx={{ mt: 1.5 }}>
          <Button component={RouterLink} to={questionsPath} variant="outlined" size="small">
            Answer the waiting questions
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
}
