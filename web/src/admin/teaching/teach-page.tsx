import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { TeachAnswerForm } from './teach-answer-form';
import { initialQuestions } from './teach-answer-schema';
import { taughtAnswersPath } from './teaching-paths';

/**
 * Teaching an answer from a reply in a chat the owner read (/admin/teach?question=...): the
 * visitor's question is the first question form.
 */
export function TeachPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.getAll('question');
  const [taught, setTaught] = useState(false);

  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h1">
        Teach an answer
      </Typography>
      {taught ? (
        <Alert severity="success" role="status">
          Taught. The assistant uses your answer from its next reply.{' '}
          <Link component={RouterLink} to={taughtAnswersPath}>
            See the taught answers
          </Link>
        </Alert>
      ) : (
        <>
          {asked.length > 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              The visitor&rsquo;s question is the first of the questions it answers; add the other
              ways people ask it.
            </Typography>
          ) : null}
          <Paper sx={{ p: { xs: 1.5, sm: 3 }, border: 1, borderColor: 'divider' }}>
            <TeachAnswerForm
              initial={{ answer: '', href: '', questions: initialQuestions(asked) }}
              onSaved={() => setTaught(true)}
              onCancel={() => void navigate(-1)}
            />
          </Paper>
        </>
      )}
      {taught ? (
        <Button variant="outlined" onClick={() => void navigate(-1)} sx={{ alignSelf: 'start' }}>
          Back to the chat
        </Button>
      ) : null}
    </Stack>
  );
}
