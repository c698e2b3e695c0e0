import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { TaughtAnswerFieldsFragment as TaughtAnswer } from '../gql/graphql';
import { ConfirmRemovalDialog } from '../confirm-removal-dialog';
import { deskTime } from '../lead-status';
import { useRefreshTeaching } from './refresh-teaching';
import { TeachAnswerForm } from './teach-answer-form';
import { RemoveTaughtAnswerMutation } from './teaching.queries';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Used 4 times · 3 helpful · 1 not helpful" */
export function usageText(
  answer: Pick<TaughtAnswer, 'timesUsed' | 'helpfulVotes' | 'notHelpfulVotes'>,
) {
  const used =
    answer.timesUsed === 0 ? 'Not used yet' : `Used ${plural(answer.timesUsed, 'time', 'times')}`;
  return `${used} · ${answer.helpfulVotes} helpful · ${answer.notHelpfulVotes} not helpful`;
}

/** Asks before a taught answer is removed: the assistant stops using it at once. */
function RemoveDialog({
  answer,
  open,
  onClose,
  onRemoved,
}: {
  answer: TaughtAnswer;
  open: boolean;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const [remove] = useMutation(RemoveTaughtAnswerMutation, { variables: { id: answer.id } });
  const refresh = useRefreshTeaching();
  return (
    <ConfirmRemovalDialog
      open={open}
      title="Remove this answer?"
      failureText="The answer could not be removed. Please try again."
      remove={remove}
      onClose={onClose}
      onRemoved={() => {
        onRemoved();
        refresh();
      }}
    >
      The assistant stops using it at once, for &ldquo;{answer.questions[0]}&rdquo; and the other
      questions it answers. This cannot be undone.
    </ConfirmRemovalDialog>
  );
}

/** One taught answer: its questions, text and link, how it does; change it or remove it. */
export function TaughtAnswerCard({
  answer,
  onChanged,
}: {
  answer: TaughtAnswer;
  onChanged: (notice: string) => void;
}) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [first, ...others] = answer.questions;
  return (
    <Card
      component="li"
      aria-labelledby={editing ? undefined : headingId}
      data-testid="taught-answer"
      sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2.5 }, border: 1, borderColor: 'divider' }}
    >
      {editing ? (
        <TeachAnswerForm
          editing={answer.id}
          initial={{
            answer: answer.answer ?? '',
            href: answer.href ?? '',
            questions: [...answer.questions],
          }}
          onSaved={() => {
            setEditing(false);
            onChanged('Saved. The assistant uses the changed answer from its next reply.');
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack spacing={1}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            &ldquo;{first}&rdquo;
          </Typography>
          {others.length > 0 ? (
            <Box>
              <Typography component="h3" variant="subtitle2">
                Also for
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {others.map((question) => (
                  <Typography
                    component="li"
                    variant="body2"
                    key={question}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {question}
                  </Typography>
                ))}
              </Box>
            </Box>
          ) : null}
          {answer.answer ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {answer.answer}
            </Typography>
          ) : null}
          {answer.href ? (
            <Typography variant="body2">
              Links to{' '}
              <Link href={answer.href} target="_blank" rel="noopener">
                {answer.hrefLabel ?? answer.href}
              </Link>
            </Typography>
          ) : null}
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary' }}
            data-testid="taught-answer-usage"
          >
            {usageText(answer)} · changed {deskTime(answer.updatedAt)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="outlined" color="error" onClick={() => setRemoving(true)}>
              Remove
            </Button>
          </Stack>
        </Stack>
      )}
      <RemoveDialog
        answer={answer}
        open={removing}
        onClose={() => setRemoving(false)}
        onRemoved={() => {
          setRemoving(false);
          onChanged(`Removed the answer to “${first}”.`);
        }}
      />
    </Card>
  );
}
