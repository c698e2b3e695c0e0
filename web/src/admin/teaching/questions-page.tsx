import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { deskFailureText } from '../desk-errors';
import { QuestionGroupCard } from './question-group-card';
import { taughtAnswersPath } from './teaching-paths';
import { QuestionsToAnswerQuery } from './teaching.queries';

/**
 * Questions the assistant answered badly (unsure, rated not helpful, or followed by a request
 * for a person), grouped by wording, newest and most-asked first (the API's order).
 */
export function QuestionsPage() {
  const groups = useQuery(QuestionsToAnswerQuery, {
    variables: { first: 30 },
    fetchPolicy: 'cache-and-network',
  });
  const [taught, setTaught] = useState<string | null>(null);
  const list = groups.data?.questionsToAnswer;

  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h1">
        Questions to answer
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        What visitors asked that the assistant could not answer well. An answer you teach here is
        used in the next reply.
      </Typography>
      {taught ? (
        <Alert severity="success" role="status" onClose={() => setTaught(null)}>
          Taught. The assistant now answers &ldquo;{taught}&rdquo; with your words.{' '}
          <Link component={RouterLink} to={taughtAnswersPath}>
            See the taught answers
          </Link>
        </Alert>
      ) : null}
      {groups.error ? (
        <Alert severity="error">
          {deskFailureText(
            groups.error,
            'The questions could not be loaded. Please reload the page.',
          )}
        </Alert>
      ) : null}
      {!list && !groups.error ? <CircularProgress aria-label="Loading the questions" /> : null}
      {list && list.length === 0 ? (
        <Typography data-testid="questions-empty">
          No questions waiting. Questions the assistant answers badly appear here.
        </Typography>
      ) : null}
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Questions to answer">
        {list?.map((group) => (
          <QuestionGroupCard key={group.id} group={group} onTaught={setTaught} />
        ))}
      </Stack>
    </Stack>
  );
}
