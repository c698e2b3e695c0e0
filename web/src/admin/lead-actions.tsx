import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { deskFailureText } from './desk-errors';
import { UpdateLeadMutation } from './desk.queries';
import type { LeadQuery, LeadStatus } from './gql/graphql';
import { deskTime, leadStatusLabel } from './lead-status';

type Lead = NonNullable<LeadQuery['lead']>;

/** A reply to the lead in the owner's mail program, with what they wrote quoted. */
export function replyHref(lead: Pick<Lead, 'email' | 'name' | 'message' | 'createdAt'>): string {
  const quoted = lead.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Hello ${lead.name},\n\n\n\nOn ${deskTime(lead.createdAt)} you wrote:\n${quoted}\n`;
  const query = `subject=${encodeURIComponent('Re: your request')}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(lead.email ?? '')}?${query}`;
}

/**
 * "Handled" on the desk: a new lead marked contacted (the status change the inbox's "e" and the
 * lead's "Mark contacted" make). Resolves to what happened, in words for a live region.
 */
export function useMarkHandled() {
  const [update, state] = useMutation(UpdateLeadMutation);
  const markHandled = useCallback(
    async (lead: { id: string; name: string; status: LeadStatus }): Promise<string> => {
      if (lead.status !== 'NEW') {
        return `${lead.name} is already ${leadStatusLabel[lead.status].toLowerCase()}.`;
      }
      try {
        await update({ variables: { id: lead.id, status: 'CONTACTED' } });
        return `${lead.name} marked contacted.`;
      } catch (cause) {
        return deskFailureText(cause, 'The lead could not be updated. Please try again.');
      }
    },
    [update],
  );
  return { markHandled, loading: state.loading, error: state.error };
}

/** Reply, Call and Mark contacted for the open lead. */
export function LeadActions({
  lead,
  onChanged,
}: {
  lead: Pick<Lead, 'id' | 'name' | 'email' | 'phone' | 'status' | 'message' | 'createdAt'>;
  onChanged?: () => void;
}) {
  const { markHandled, loading, error } = useMarkHandled();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {lead.email ? (
        <Button size="small" variant="contained" component="a" href={replyHref(lead)}>
          Reply
        </Button>
      ) : null}
      {lead.phone ? (
        <Button
          size="small"
          variant="outlined"
          component="a"
          href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
        >
          Call {lead.phone}
        </Button>
      ) : null}
      {lead.status === 'NEW' ? (
        <Button
          size="small"
          variant="outlined"
          disabled={loading}
          aria-keyshortcuts="e"
          onClick={() => void markHandled(lead).then(() => onChanged?.())}
        >
          Mark contacted
        </Button>
      ) : null}
      {error ? (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {deskFailureText(error, 'The lead could not be updated. Please try again.')}
        </Typography>
      ) : null}
    </Stack>
  );
}

type OtherRequest = NonNullable<LeadQuery['lead']>['sameContact'][number];

/** The same person's other requests, each a link to its lead. */
export function OtherRequests({
  others,
  search,
}: {
  others: readonly OtherRequest[];
  search: string;
}) {
  if (others.length === 0) return null;
  return (
    <Box data-testid="inbox-lead-others">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {others.length === 1
          ? 'One other request from this person'
          : `${others.length} other requests from this person`}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {others.map((other) => (
          <Typography component="li" variant="body2" key={other.id} sx={{ mt: 0.25 }}>
            <Link component={RouterLink} to={`/admin/leads/${other.id}${search}`}>
              {deskTime(other.createdAt)}
            </Link>{' '}
            · {leadStatusLabel[other.status]} ·{' '}
            {other.interest ?? (other.source === 'CHAT' ? 'Chat' : 'Contact form')}:{' '}
            {other.message.length > 120 ? `${other.message.slice(0, 119)}…` : other.message}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
