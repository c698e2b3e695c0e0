import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DeskListRow } from '../desk-list-row';
import { deskFailureText } from '../desk-errors';
import { focusListRow, useDeskShortcuts } from '../desk-shortcuts';
import { DeskSplit, useSplitView } from '../desk-split';
import { deskTime } from '../lead-status';
import { ShortcutsDialog } from '../shortcuts-dialog';
import { QuestionGroupCard, type QuestionGroup, visitorsText } from './question-group-card';
import { questionsPath, taughtAnswersPath } from './teaching-paths';
import { QuestionsToAnswerQuery } from './teaching.queries';

/** One dense row of the list beside the open question (1200 px and wider). */
function QuestionRow({ group, open }: { group: QuestionGroup; open: boolean }) {
  return (
    <DeskListRow
      to={`${questionsPath}?question=${encodeURIComponent(group.id)}`}
      open={open}
      testId="question-row"
    >
      <Typography
        component="span"
        variant="body2"
        sx={{
          display: 'block',
          fontWeight: 600,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        &ldquo;{group.question}&rdquo;
      </Typography>
      <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
        {visitorsText(group.visitors)} · last {deskTime(group.lastAskedAt)}
      </Typography>
    </DeskListRow>
  );
}

/**
 * Questions the assistant answered badly (unsure, rated not helpful, or followed by a request
 * for a person), grouped by wording, newest and most-asked first (the API's order). At 1200 px
 * and wider the open question (?question=id, else the first) sits beside the list, with j/k to
 * move; narrower, every question stacked with its conversations and teaching form.
 */
export function QuestionsPage() {
  const groups = useQuery(QuestionsToAnswerQuery, {
    variables: { first: 30 },
    fetchPolicy: 'cache-and-network',
  });
  const split = useSplitView();
  const [params] = useSearchParams();
  const [taught, setTaught] = useState<string | null>(null);
  const [showShortcuts, setShowShortcuts] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const list = groups.data?.questionsToAnswer;
  const asked = params.get('question');
  // Nothing chosen: the first question waits open, as a mail client opens the newest message.
  const open = list?.find((group) => group.id === asked) ?? (asked ? undefined : list?.[0]);
  const openIndex = list?.findIndex((group) => group === open) ?? -1;

  useDeskShortcuts({
    j: () => void focusListRow(listRef.current, 1, openIndex),
    k: () => void focusListRow(listRef.current, -1, openIndex),
    '?': () => setShowShortcuts(true),
  });

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h3" component="h1" sx={{ mr: 'auto' }}>
          Questions to answer
        </Typography>
        {split ? (
          <Button size="small" onClick={() => setShowShortcuts(true)} aria-keyshortcuts="?">
            Shortcuts
          </Button>
        ) : null}
      </Stack>
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
      {split && list && list.length > 0 ? (
        <DeskSplit
          open={Boolean(open)}
          list={
            <Box
              component="ul"
              ref={listRef}
              sx={{ p: 0, m: 0, borderTop: 1, borderColor: 'divider' }}
              aria-label="Questions to answer"
            >
              {list.map((group) => (
                <QuestionRow key={group.id} group={group} open={group === open} />
              ))}
            </Box>
          }
          detail={
            open ? (
              <QuestionGroupCard
                key={open.id}
                group={open}
                onTaught={setTaught}
                component="article"
              />
            ) : null
          }
          empty={
            <Typography sx={{ color: 'text.secondary' }}>
              Choose a question to answer it here.
            </Typography>
          }
        />
      ) : null}
      {split ? null : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Questions to answer">
          {list?.map((group) => (
            <QuestionGroupCard key={group.id} group={group} onTaught={setTaught} />
          ))}
        </Stack>
      )}
      <ShortcutsDialog open={showShortcuts} onClose={() => setShowShortcuts(false)} />
    </Stack>
  );
}
