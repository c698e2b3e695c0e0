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
import { deskTime } from './lead-status';

/** Recent chats, those whose visitor asked for a person first (the server's order). */
export function ChatsPage() {
  const chats = useQuery(DeskChatsQuery, { fetchPolicy: 'cache-and-network' });
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
                borderLeftColor: chat.wantsPerson ? 'secondary.main' : 'divider',
              }}
            >
              <CardActionArea
                component={RouterLink}
                to={`/admin/conversations/${chat.sessionId}`}
                sx={{ p: 2 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h2" variant="subtitle2" sx={{ mr: 'auto' }}>
                    Chat started {deskTime(chat.startedAt)}
                  </Typography>
                  {chat.wantsPerson ? (
                    <Chip size="small" color="secondary" label="Wants a person" />
                  ) : null}
                  {chat.ownerJoined ? (
                    <Chip
                      size="small"
                      color="primary"
                      label={`${chat.ownerName ?? 'An owner'} is in this chat`}
                    />
                  ) : null}
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Last message {deskTime(chat.lastMessageAt)}
                </Typography>
              </CardActionArea>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
