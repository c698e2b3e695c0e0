import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ConversationView } from './conversation-view';
import { deskFailureText } from './desk-errors';
import {
  DeskChatQuery,
  JoinChatMutation,
  LeaveChatMutation,
  SendOwnerMessageMutation,
} from './desk.queries';
import { deskTime } from './lead-status';
import { useDeskRefresh } from './use-desk-events';

/** What the owner types into a chat they joined. */
function OwnerComposer({ sessionId, onSent }: { sessionId: string; onSent: () => void }) {
  const [text, setText] = useState('');
  const [send, { loading }] = useMutation(SendOwnerMessageMutation);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    setError(null);
    try {
      await send({ variables: { sessionId, message } });
      setText('');
      onSent();
    } catch (cause) {
      setError(deskFailureText(cause, 'Your message was not sent. Please try again.'));
    }
  };
  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void submit(event)}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Stack direction="row" spacing={1}>
        <TextField
          label="Your reply"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          maxRows={5}
        />
        <Button type="submit" variant="contained" disabled={loading || !text.trim()}>
          Send
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * One visitor's chat, live: join to answer in their open chat window (the assistant steps back),
 * leave to hand it back. Linked from lead e-mails as /admin/conversations/:sessionId.
 */
export function ChatPage({
  ownerName,
  besideList = false,
}: {
  ownerName: string;
  /** Shown beside the chat list (1200 px and wider): no way back needed. */
  besideList?: boolean;
}) {
  const { sessionId = '' } = useParams();
  const chat = useQuery(DeskChatQuery, {
    variables: { sessionId },
    fetchPolicy: 'cache-and-network',
  });
  // Through the desk's one refresh: never overwritten by an event's refresh that read the chat
  // before the join, a leave or a sent message.
  const refresh = useDeskRefresh();
  const reload = () => refresh(['DeskChat']);
  const [join, joining] = useMutation(JoinChatMutation);
  const [leave, leaving] = useMutation(LeaveChatMutation);
  const [error, setError] = useState<string | null>(null);

  const act = async (action: () => Promise<unknown>, failure: string) => {
    setError(null);
    try {
      await action();
      await reload();
    } catch (cause) {
      setError(deskFailureText(cause, failure));
    }
  };

  if (chat.error) {
    return (
      <Alert severity="error">
        {deskFailureText(chat.error, 'The chat could not be loaded. Please reload the page.')}
      </Alert>
    );
  }
  if (!chat.data) return <CircularProgress aria-label="Loading the chat" />;
  const current = chat.data.deskChat;
  if (!current) {
    return (
      <Alert severity="info">
        This chat does not exist or has expired.{' '}
        <Link component={RouterLink} to="/admin/conversations">
          All chats
        </Link>
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      {besideList ? null : (
        <Link component={RouterLink} to="/admin/conversations">
          ← Chats
        </Link>
      )}
      <Typography variant="h3" component="h1">
        Chat with a visitor
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Started {deskTime(current.startedAt)} · last message {deskTime(current.lastMessageAt)}
        {current.wantsPerson ? ' · the visitor asked for a person' : ''}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Paper sx={{ p: { xs: 1.5, sm: 3 }, border: 1, borderColor: 'divider' }}>
        <ConversationView messages={current.messages} ownerName={ownerName} />
      </Paper>
      {current.ownerJoined ? (
        <>
          <OwnerComposer sessionId={sessionId} onSent={() => void reload()} />
          <Button
            variant="outlined"
            disabled={leaving.loading}
            onClick={() =>
              void act(
                () => leave({ variables: { sessionId } }),
                'Leaving the chat failed. Please try again.',
              )
            }
          >
            Leave the chat (the assistant takes over)
          </Button>
        </>
      ) : (
        <Button
          variant="contained"
          color="secondary"
          size="large"
          disabled={joining.loading}
          onClick={() =>
            void act(
              () => join({ variables: { sessionId } }),
              'Joining the chat failed. Please try again.',
            )
          }
        >
          Join the chat
        </Button>
      )}
    </Stack>
  );
}
