import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatEntryAction } from './chat-types';
import type { TranscriptState } from './use-chat-transcript';

interface ChatActionsProps {
  actions: readonly ChatEntryAction[];
  disabled: boolean;
  /** SEND / CHANGE: sends the action's reply as the visitor. */
  onReply: (text: string) => void;
  transcript: TranscriptState;
  onEmailTranscript: () => void;
}

/** The typed quick replies under the newest message, as buttons. */
export function ChatActions(props: ChatActionsProps) {
  const { actions, disabled, transcript } = props;
  return (
    <Stack spacing={0.75} sx={{ mt: 1 }}>
      <Stack
        direction="row"
        useFlexGap
        role="group"
        aria-label="Actions"
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {actions.map((action) =>
          action.kind === 'EMAIL_TRANSCRIPT' ? (
            <Button
              key={action.kind}
              size="small"
              variant="outlined"
              disabled={transcript.kind === 'sending' || transcript.kind === 'sent'}
              onClick={props.onEmailTranscript}
              sx={{ textTransform: 'none', fontWeight: 600 }}
            >
              {action.label}
            </Button>
          ) : (
            <Button
              key={action.kind}
              size="small"
              variant={action.kind === 'SEND' ? 'contained' : 'outlined'}
              disabled={disabled || !action.reply}
              onClick={() => action.reply && props.onReply(action.reply)}
              sx={{ textTransform: 'none', fontWeight: 600 }}
            >
              {action.label}
            </Button>
          ),
        )}
      </Stack>
      {transcript.kind === 'sent' || transcript.kind === 'failed' ? (
        <Typography
          variant="caption"
          component="p"
          role="status"
          data-testid="chat-transcript-status"
          sx={{ color: transcript.kind === 'failed' ? 'error.main' : 'text.secondary' }}
        >
          {transcript.kind === 'sent'
            ? `A copy of this conversation is on its way to ${transcript.to}.`
            : transcript.message}
        </Typography>
      ) : null}
    </Stack>
  );
}
