import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { ConversationView } from '../conversation-view';
import { deskFailureText } from '../desk-errors';
import type { QuestionReason, QuestionsToAnswerQuery as QuestionsData } from '../gql/graphql';
import { deskTime } from '../lead-status';
import { useRefreshTeaching } from './refresh-teaching';
import { TeachAnswerForm } from './teach-answer-form';
import { initialQuestions } from './teach-answer-schema';
import { DismissQuestionGroupMutation } from './teaching.queries';

export type QuestionGroup = QuestionsData['questionsToAnswer'][number];

/** Why the assistant's answer to this question is listed, as the owner reads it. */
export const reasonLabel: Record<QuestionReason, string> = {
  LOW_CONFIDENCE: 'Not sure of its answer',
  NOT_HELPFUL: 'Rated not helpful',
  ASKED_FOR_PERSON: 'Visitor asked for a person',
};

export function visitorsText(visitors: number): string {
  return visitors === 1 ? 'Asked by 1 visitor' : `Asked by ${visitors} visitors`;
}

/**
 * One question the assistant answered badly: its wordings, who asked, why it is listed, the
 * conversations around it; dismiss it, or teach the answer (the visitors' words prefilled).
 */
export function QuestionGroupCard({
  group,
  onTaught,
  component = 'li',
}: {
  group: QuestionGroup;
  onTaught: (question: string) => void;
  /** An item of the stacked list (phones), or the open question beside the list. */
  component?: 'li' | 'article';
}) {
  const headingId = useId();
  const [teaching, setTeaching] = useState(false);
  const [dismiss, dismissing] = useMutation(DismissQuestionGroupMutation, {
    variables: { id: group.id },
  });
  const refresh = useRefreshTeaching();
  const [error, setError] = useState<string | null>(null);
  const otherWordings = group.wordings.filter((wording) => wording !== group.question);

  return (
    <Card
      component={component}
      aria-labelledby={headingId}
      data-testid="question-group"
      sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2.5 }, border: 1, borderColor: 'divider' }}
    >
      <Stack spacing={1.5}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          &ldquo;{group.question}&rdquo;
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {visitorsText(group.visitors)} · last {deskTime(group.lastAskedAt)}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          component="ul"
          aria-label="Why it is listed"
          sx={{ flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}
        >
          {group.reasons.map((reason) => (
            <li key={reason}>
              <Chip size="small" variant="outlined" label={reasonLabel[reason]} />
            </li>
          ))}
        </Stack>
        {otherWordings.length > 0 ? (
          <Box>
            <Typography component="h3" variant="subtitle2">
              Also asked as
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {otherWordings.map((wording) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={wording}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {wording}
                </Typography>
              ))}
            </Box>
          </Box>
        ) : null}
        {group.examples.map((example) => (
          <Box
            component="details"
            key={`${example.sessionId}-${example.replyId}`}
            sx={{ '& > summary': { cursor: 'pointer', fontWeight: 600, py: 0.5 } }}
          >
            <summary>The conversation of {deskTime(example.askedAt)}</summary>
            <Box sx={{ pt: 1 }}>
              <ConversationView
                messages={example.messages}
                teaching={false}
                highlight={example.replyId}
              />
            </Box>
          </Box>
        ))}
        {error ? <Alert severity="error">{error}</Alert> : null}
        {teaching ? (
          <TeachAnswerForm
            initial={{ answer: '', href: '', questions: initialQuestions(group.wordings) }}
            groupId={group.id}
            onSaved={() => onTaught(group.question)}
            onCancel={() => setTeaching(false)}
          />
        ) : (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => setTeaching(true)}>
              Teach an answer
            </Button>
            <Button
              variant="outlined"
              disabled={dismissing.loading}
              onClick={() => {
                setError(null);
                void dismiss().then(refresh, (cause: unknown) =>
                  setError(deskFailureText(cause, 'Dismissing failed. Please try again.')),
                );
              }}
            >
              Dismiss
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
