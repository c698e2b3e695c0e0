import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ChatPage } from './chat-page';
import { DeskListRow } from './desk-list-row';
import { deskFailureText } from './desk-errors';
import { focusListRow, useDeskShortcuts } from './desk-shortcuts';
import { DeskSplit, useSplitView } from './desk-split';
import { DeskChatsQuery } from './desk.queries';
import type { DeskChatsQuery as DeskChatsData } from './gql/graphql';
import { deskTime } from './lead-status';
import { ShortcutsButton, ShortcutsDialog } from './shortcuts-dialog';
import { useNow, waitingText } from './use-now';

type ListedChat = DeskChatsData['deskChats'][number];

const clamped = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** Who the visitor is, as far as the chat knows. */
function visitorLabel(chat: ListedChat): string {
  if (chat.visitorName && chat.visitorEmail) return `${chat.visitorName} (${chat.visitorEmail})`;
  return chat.visitorName ?? chat.visitorEmail ?? 'Visitor not identified';
}

/**
 * One dense row. A visitor waiting for a reply says so once, with how long (the chip); a chat
 * that asked for a person or that the owner is in says that in words.
 */
function ChatRow({ chat, open, now }: { chat: ListedChat; open: boolean; now: number }) {
  return (
    <DeskListRow to={`/admin/conversations/${chat.sessionId}`} open={open} testId="desk-chat">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          component="span"
          variant="body2"
          sx={{ mr: 'auto', fontWeight: 600, minWidth: 0, flex: 1, ...clamped }}
        >
          {visitorLabel(chat)}
        </Typography>
        {chat.waitingSince ? (
          <Chip
            size="small"
            color="secondary"
            data-testid="chat-waiting"
            label={waitingText(chat.waitingSince, now)}
          />
        ) : null}
        <Typography
          component="span"
          variant="caption"
          sx={{ color: 'text.secondary', flexShrink: 0 }}
        >
          {deskTime(chat.lastMessageAt)}
        </Typography>
      </Stack>
      {chat.firstMessage ? (
        <Typography variant="body2" sx={clamped}>
          <strong>First:</strong> {chat.firstMessage}
        </Typography>
      ) : null}
      {chat.lastMessage && chat.lastMessage !== chat.firstMessage ? (
        <Typography variant="body2" sx={clamped}>
          <strong>Last:</strong> {chat.lastMessage}
        </Typography>
      ) : null}
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', ...clamped }}>
        {chat.wantsPerson ? 'Wants a person · ' : ''}
        {chat.ownerJoined ? `${chat.ownerName ?? 'An owner'} is in this chat · ` : ''}
        Started {deskTime(chat.startedAt)}
        {chat.startPage ? ` on ${chat.startPage}` : ''}
      </Typography>
    </DeskListRow>
  );
}

/**
 * Recent chats, those whose visitor asked for a person first (the server's order). At 1200 px
 * and wider the open chat sits beside the list; narrower, the list or the chat. j/k move through
 * the list, Enter opens, ? lists the shortcuts.
 */
export function ChatsPage({ ownerName }: { ownerName: string }) {
  const { sessionId } = useParams();
  const split = useSplitView();
  const chats = useQuery(DeskChatsQuery, { fetchPolicy: 'cache-and-network' });
  const now = useNow();
  const listRef = useRef<HTMLUListElement>(null);
  const [showShortcuts, setShowShortcuts] = useState(false);
  const list = chats.data?.deskChats ?? [];
  const waiting = list.filter((chat) => chat.waitingSince).length;
  const openIndex = list.findIndex((chat) => chat.sessionId === sessionId);

  useDeskShortcuts({
    j: () => void focusListRow(listRef.current, 1, openIndex),
    k: () => void focusListRow(listRef.current, -1, openIndex),
    '?': () => setShowShortcuts(true),
  });

  const listPane = (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography
          variant={split ? 'h4' : 'h3'}
          component={sessionId ? 'h2' : 'h1'}
          sx={{ mr: 'auto' }}
        >
          Live chats
        </Typography>
        <ShortcutsButton onClick={() => setShowShortcuts(true)} />
      </Stack>
      {chats.error ? (
        <Alert severity="error">
          {deskFailureText(chats.error, 'The chats could not be loaded. Please reload the page.')}
        </Alert>
      ) : null}
      {waiting > 0 ? (
        <Alert severity="warning" data-testid="chats-waiting">
          {waiting === 1
            ? 'One visitor is waiting for a reply.'
            : `${waiting} visitors are waiting for a reply.`}
        </Alert>
      ) : null}
      {chats.data && list.length === 0 ? <Typography>No recent chats.</Typography> : null}
      <Box
        component="ul"
        ref={listRef}
        sx={{ p: 0, m: 0, borderTop: list.length > 0 ? 1 : 0, borderColor: 'divider' }}
        aria-label="Chats"
      >
        {list.map((chat) => (
          <ChatRow key={chat.sessionId} chat={chat} open={chat.sessionId === sessionId} now={now} />
        ))}
      </Box>
    </Stack>
  );

  return (
    <>
      <DeskSplit
        open={Boolean(sessionId)}
        list={listPane}
        detail={<ChatPage ownerName={ownerName} besideList={split} />}
        empty={
          <Typography sx={{ color: 'text.secondary' }}>
            Choose a chat to read it here and join it. Press <kbd>j</kbd> and <kbd>k</kbd> to move
            through the list, <kbd>?</kbd> for every shortcut.
          </Typography>
        }
      />
      <ShortcutsDialog open={showShortcuts} onClose={() => setShowShortcuts(false)} />
    </>
  );
}
