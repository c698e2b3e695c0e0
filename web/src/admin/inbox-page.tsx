import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import Link from '@mui/material/Link';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { deskFailureText } from './desk-errors';
import { DeskChatsQuery, LeadsQuery, UpdateLeadMutation } from './desk.queries';
import type { LeadStatus, LeadsQuery as LeadsData } from './gql/graphql';
import { deskTime, leadStatusColor, leadStatusLabel, leadStatuses } from './lead-status';
import { AssistantWeek } from './teaching/assistant-week';

const pageSize = 25;
type ListedLead = LeadsData['leads']['edges'][number]['node'];

function isLeadStatus(value: string | null): value is LeadStatus {
  return leadStatuses.includes(value as LeadStatus);
}

/** A reply to the lead in the owner's mail program, with what they wrote quoted. */
export function replyHref(
  lead: Pick<ListedLead, 'email' | 'name' | 'message' | 'createdAt'>,
): string {
  const quoted = lead.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Hello ${lead.name},\n\n\n\nOn ${deskTime(lead.createdAt)} you wrote:\n${quoted}\n`;
  const query = `subject=${encodeURIComponent('Re: your request')}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(lead.email ?? '')}?${query}`;
}

/**
 * One row per person: a lead listed under a newer one from the same e-mail or phone (its
 * sameContact) is not listed again.
 */
export function groupedLeads(leads: readonly ListedLead[]): ListedLead[] {
  const shown = new Set<string>();
  const grouped: ListedLead[] = [];
  for (const lead of leads) {
    if (shown.has(lead.id)) continue;
    grouped.push(lead);
    shown.add(lead.id);
    for (const other of lead.sameContact) shown.add(other.id);
  }
  return grouped;
}

/** GET /api/admin/leads.csv with the inbox's filters. */
export function csvExportHref(status: LeadStatus | undefined, search: string): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (search) query.set('search', search);
  const text = query.toString();
  return `/api/admin/leads.csv${text ? `?${text}` : ''}`;
}

function LeadActions({ lead }: { lead: ListedLead }) {
  const [update, { loading, error }] = useMutation(UpdateLeadMutation);
  return (
    <CardActions sx={{ px: 2, pt: 0, pb: 1.5, flexWrap: 'wrap', gap: 1 }}>
      {lead.email ? (
        <Button size="small" variant="outlined" component="a" href={replyHref(lead)}>
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
          onClick={() =>
            void update({ variables: { id: lead.id, status: 'CONTACTED' } }).catch(() => undefined)
          }
        >
          Mark contacted
        </Button>
      ) : null}
      {error ? (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {deskFailureText(error, 'The lead could not be updated. Please try again.')}
        </Typography>
      ) : null}
    </CardActions>
  );
}

function OtherRequests({ lead }: { lead: ListedLead }) {
  if (lead.sameContact.length === 0) return null;
  return (
    <Box sx={{ px: 2, pb: 1.5 }} data-testid="inbox-lead-others">
      <Typography component="h3" variant="subtitle2">
        {lead.sameContact.length === 1
          ? 'One other request from this person'
          : `${lead.sameContact.length} other requests from this person`}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lead.sameContact.map((other) => (
          <Typography component="li" variant="body2" key={other.id} sx={{ mt: 0.25 }}>
            <Link component={RouterLink} to={`/admin/leads/${other.id}`}>
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

/** Chats whose visitor waits for a person, linking to the chat list. */
function WaitingChatsBanner() {
  const chats = useQuery(DeskChatsQuery, { fetchPolicy: 'cache-and-network' });
  const waiting = chats.data?.deskChats.filter((chat) => chat.waitingSince).length ?? 0;
  if (waiting === 0) return null;
  return (
    <Alert
      severity="warning"
      data-testid="inbox-waiting-chats"
      action={
        <Button color="inherit" size="small" component={RouterLink} to="/admin/conversations">
          Open the chats
        </Button>
      }
    >
      {waiting === 1
        ? 'One visitor is waiting in the chat for a reply.'
        : `${waiting} visitors are waiting in the chat for a reply.`}
    </Alert>
  );
}

function LeadCard({ lead }: { lead: ListedLead }) {
  return (
    <Card
      component="li"
      data-testid="inbox-lead"
      sx={{
        listStyle: 'none',
        borderLeft: 4,
        borderLeftColor: lead.read ? 'divider' : 'secondary.main',
      }}
    >
      <CardActionArea component={RouterLink} to={`/admin/leads/${lead.id}`} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: lead.read ? 500 : 700, mr: 'auto' }}
          >
            {lead.name}
            {lead.read ? null : (
              <Box component="span" sx={{ color: 'secondary.main', fontSize: '0.8em', ml: 1 }}>
                Unread
              </Box>
            )}
          </Typography>
          <Chip
            size="small"
            label={leadStatusLabel[lead.status]}
            color={leadStatusColor[lead.status]}
          />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {deskTime(lead.createdAt)} · {lead.source === 'CHAT' ? 'Chat' : 'Contact form'}
          {lead.interest ? ` · ${lead.interest}` : ''}
        </Typography>
        <Typography
          variant="body2"
          sx={{
            mt: 0.5,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          }}
        >
          {lead.message}
        </Typography>
      </CardActionArea>
      <OtherRequests lead={lead} />
      <LeadActions lead={lead} />
    </Card>
  );
}

/** Leads, newest first: filter by status, search, load more; new ones arrive live. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isLeadStatus(statusParam) ? statusParam : undefined;
  const search = params.get('search') ?? '';
  const [searchText, setSearchText] = useState(search);
  const leads = useQuery(LeadsQuery, {
    variables: { status, search: search || undefined, first: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = (after: string | null | undefined) => {
    if (after) void leads.fetchMore({ variables: { after } }).catch(() => undefined);
  };

  const setFilter = (name: 'status' | 'search', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('search', searchText.trim());
  };

  const connection = leads.data?.leads;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h3" component="h1" sx={{ mr: 'auto' }}>
          Inbox
        </Typography>
        {connection ? (
          <Typography sx={{ color: 'text.secondary' }} data-testid="inbox-counts">
            {connection.unreadCount} unread of {connection.totalCount}
          </Typography>
        ) : null}
      </Stack>
      <WaitingChatsBanner />
      <AssistantWeek />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        component="form"
        role="search"
        onSubmit={submitSearch}
      >
        <TextField
          select
          label="Status"
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160, width: { sm: 'auto' } }}
        >
          <option value="">All statuses</option>
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabel[value]}
            </option>
          ))}
        </TextField>
        <TextField
          label="Search name, e-mail or message"
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Button type="submit" variant="outlined">
          Search
        </Button>
      </Stack>
      <Box>
        <Button
          component="a"
          href={csvExportHref(status, search)}
          download
          variant="text"
          color="secondary"
        >
          Export these leads as CSV
        </Button>
      </Box>
      {leads.error ? (
        <Alert severity="error">
          {deskFailureText(leads.error, 'The leads could not be loaded. Please reload the page.')}
        </Alert>
      ) : null}
      {connection && connection.edges.length === 0 ? (
        <Typography>
          {status || search
            ? 'No leads match these filters.'
            : 'No leads yet. New ones appear here as they arrive.'}
        </Typography>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Leads">
        {groupedLeads(connection?.edges.map((edge) => edge.node) ?? []).map((lead) => (
          <LeadCard key={lead.id} lead={lead} />
        ))}
      </Stack>
      {connection?.pageInfo.hasNextPage ? (
        <Button
          variant="outlined"
          disabled={leads.loading}
          onClick={() => loadMore(connection.pageInfo.endCursor)}
        >
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
