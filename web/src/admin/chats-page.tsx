import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { deskFailureText } from './desk-errors';
import { DeskChatsQuery } from './desk.queries';
import type { DeskChatsQuery as DeskChatsData } from './gql/graphql';
import { deskTime } from './lead-status';
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

/** Recent chats, those whose visitor asked for a person first (the server's order). */
export function ChatsPage() {
  const chats = useQuery(DeskChatsQuery, { fetchPolicy: 'cache-and-network' });
  const now = useNow();
  const waiting = chats.data?.deskChats.filter((chat) => chat.waitingSince).length ?? 0;
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h1">
        Live chats
      </Typography>
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
      {chats.data && chats.data.deskChats.length === 0 ? (
        <Typography>No recent chats.</Typography>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Chats">
        {chats.data?.deskChats.map((chat) => {
          return (
            <Card
              component="li"
              key={chat.sessionId}
              data-testid="desk-chat"
              sx={{
                listStyle: 'none',
                borderLeft: 4,
                borderLeftColor:
                  chat.waitingSince || chat.wantsPerson ? 'secondary.main' : 'divider',
              }}
            >
              <CardActionArea
                component={RouterLink}
                to={`/admin/conversations/${chat.sessionId}`}
                sx={{ p: 2 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography
                    component="h2"
                    variant="subtitle1"
                    sx={{ mr: 'auto', fontWeight: 600, minWidth: 0, ...clamped }}
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
                  {chat.wantsPerson ? (
                    <Chip size="small" variant="outlined" label="Wants a person" />
                  ) : null}
                  {chat.ownerJoined ? (
                    <Chip
                      size="small"
                      color="primary"
                      label={`${chat.ownerName ?? 'An owner'} is in this chat`}
                    />
                  ) : null}
                </Stack>
                {chat.firstMessage ? (
                  <Typography variant="body2" sx={{ mt: 0.5, ...clamped }}>
                    <strong>First:</strong> {chat.firstMessage}
                  </Typography>
                ) : null}
                {chat.lastMessage && chat.lastMessage !== chat.firstMessage ? (
                  <Typography variant="body2" sx={clamped}>
                    <strong>Last:</strong> {chat.lastMessage}
                  </Typography>
                ) : null}
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  Started {deskTime(chat.startedAt)}
                  {chat.startPage ? ` on ${chat.startPage}` : ''} · last message{' '}
                  {deskTime(chat.lastMessageAt)}
                </Typography>
              </CardActionArea>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
