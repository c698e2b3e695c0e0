import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { deskFailureText } from '../desk-errors';
import { TaughtAnswerCard } from './taught-answer-card';
import { TaughtAnswersQuery } from './teaching.queries';

/** Every answer the owner taught, newest first: search, how each does, change or remove. */
export function TaughtAnswersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [searchText, setSearchText] = useState(search);
  const answers = useQuery(TaughtAnswersQuery, {
    variables: { search: search || undefined },
    fetchPolicy: 'cache-and-network',
  });
  const [notice, setNotice] = useState<string | null>(null);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    const text = searchText.trim();
    if (text) next.set('search', text);
    else next.delete('search');
    setParams(next);
  };

  const list = answers.data?.taughtAnswers;
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h1">
        Taught answers
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        component="form"
        role="search"
        onSubmit={submitSearch}
      >
        <TextField
          label="Search answers and questions"
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined">
          Search
        </Button>
      </Stack>
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {answers.error ? (
        <Alert severity="error">
          {deskFailureText(
            answers.error,
            'The answers could not be loaded. Please reload the page.',
          )}
        </Alert>
      ) : null}
      {!list && !answers.error ? <CircularProgress aria-label="Loading the answers" /> : null}
      {list && list.length === 0 ? (
        <Typography>
          {search
            ? 'No taught answer matches this search.'
            : 'No taught answers yet. Teach one from Questions to answer, or from any reply in a chat.'}
        </Typography>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Taught answers">
        {list?.map((answer) => (
          <TaughtAnswerCard key={answer.id} answer={answer} onChanged={setNotice} />
        ))}
      </Stack>
    </Stack>
  );
}
