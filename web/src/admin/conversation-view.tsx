import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LeadQuery } from './gql/graphql';
import { deskTime } from './lead-status';

/** A chat message as the desk's queries ask for it. */
export type DeskMessage = NonNullable<LeadQuery['lead']>['conversation'][number];

function authorLabel(message: DeskMessage, ownerName: string): string {
  if (message.author === 'VISITOR') return 'Visitor';
  if (message.author === 'OWNER') return ownerName;
  return 'Assistant';
}

/** A chat as the owner reads it: the visitor on the left, the assistant and the owner right. */
export function ConversationView({
  messages,
  ownerName = 'You',
}: {
  messages: readonly DeskMessage[];
  ownerName?: string;
}) {
  if (messages.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No messages.</Typography>;
  }
  // The live region wraps the list: a role on the <ol> itself would take its list semantics
  // away, leaving <li> elements outside any list (axe: listitem, serious).
  return (
    <Box role="log" aria-label="Conversation" aria-live="polite" aria-relevant="additions">
      <Stack component="ol" spacing={1.25} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {messages.map((message) => {
          const fromVisitor = message.author === 'VISITOR';
          return (
            <Box
              component="li"
              key={message.id}
              data-testid={`desk-message-${message.author.toLowerCase()}`}
              sx={{ display: 'flex', justifyContent: fromVisitor ? 'flex-start' : 'flex-end' }}
            >
              <Box
                sx={{
                  maxWidth: '85%',
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: fromVisitor
                    ? 'background.paper'
                    : message.author === 'OWNER'
                      ? 'primary.main'
                      : 'background.default',
                  color: message.author === 'OWNER' ? 'primary.contrastText' : 'text.primary',
                }}
              >
                <Typography variant="caption" component="p" sx={{ fontWeight: 700, opacity: 0.85 }}>
                  {authorLabel(message, ownerName)} · {deskTime(message.createdAt)}
                </Typography>
                <Typography
                  variant="body2"
                  component="p"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {message.message}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
