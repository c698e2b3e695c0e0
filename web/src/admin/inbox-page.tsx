import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { deskFailureText } from './desk-errors';
import { focusedListRow, focusListRow, useDeskShortcuts } from './desk-shortcuts';
import { DeskSplit, useSplitView } from './desk-split';
import { DeskChatsQuery, LeadsQuery, UpdateLeadsMutation } from './desk.queries';
import type { LeadStatus, LeadsQuery as LeadsData } from './gql/graphql';
import { useMarkHandled } from './lead-actions';
import { LeadPage } from './lead-page';
import { deskTime, leadStatusLabel, leadStatuses } from './lead-status';
import { ShortcutsButton, ShortcutsDialog } from './shortcuts-dialog';
import { AssistantWeek } from './teaching/assistant-week';

export { replyHref } from './lead-actions';

const pageSize = 25;
type ListedLead = LeadsData['leads']['edges'][number]['node'];

/** Read by screen readers, not shown: the visible sign is the dot and the bold name. */
const visuallyHidden = {
  position: 'absolute',
  left: 0,
  width: 1,
  height: 1,
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function isLeadStatus(value: string | null): value is LeadStatus {
  return leadStatuses.includes(value as LeadStatus);
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

/**
 * One dense row: a checkbox to select it, then a link to the lead with who, when, a line of what
 * they wrote and, unless it is still new, its status. Unread shows once: a dot and a bold name
 * (and the word "Unread" for screen readers).
 */
function LeadRow({
  lead,
  open,
  selected,
  onSelect,
  search,
}: {
  lead: ListedLead;
  open: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  search: string;
}) {
  const others = lead.sameContact.length;
  return (
    <Box
      component="li"
      data-testid="inbox-lead"
      data-lead-id={lead.id}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: open ? 'action.selected' : selected ? 'action.hover' : 'background.paper',
        '&:focus-within': { bgcolor: open ? 'action.selected' : 'action.hover' },
      }}
    >
      <Checkbox
        size="small"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Select ${lead.name}` } }}
        sx={{ mt: 0.25 }}
      />
      <Link
        component={RouterLink}
        to={`/admin/leads/${lead.id}${search}`}
        aria-current={open ? 'page' : undefined}
        underline="none"
        color="inherit"
        sx={{
          flex: 1,
          minWidth: 0,
          py: 1,
          pr: 1.5,
          display: 'block',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          {lead.read ? null : (
            <Box
              component="span"
              title="Unread"
              data-testid="unread-dot"
              sx={{
                flexShrink: 0,
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: 'secondary.main',
                alignSelf: 'center',
              }}
            >
              <Box component="span" sx={visuallyHidden}>
                Unread
              </Box>
            </Box>
          )}
          <Typography
            component="span"
            variant="body2"
            sx={{
              fontWeight: lead.read ? 500 : 700,
              mr: 'auto',
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              flex: 1,
            }}
          >
            {lead.name}
          </Typography>
          <Typography
            component="span"
            variant="caption"
            sx={{ color: 'text.secondary', flexShrink: 0 }}
          >
            {deskTime(lead.createdAt)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography
            component="span"
            variant="body2"
            sx={{
              color: 'text.secondary',
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {lead.source === 'CHAT' ? 'Chat' : 'Form'}
            {lead.interest ? ` · ${lead.interest}` : ''} · {lead.message}
          </Typography>
          {others > 0 ? (
            <Typography component="span" variant="caption" sx={{ flexShrink: 0 }}>
              {others === 1 ? '+1 request' : `+${others} requests`}
            </Typography>
          ) : null}
          {lead.status === 'NEW' ? null : (
            <Typography
              component="span"
              variant="caption"
              data-testid="inbox-lead-status"
              sx={{
                flexShrink: 0,
                px: 0.75,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                color: lead.status === 'SPAM' ? 'error.dark' : 'text.primary',
              }}
            >
              {leadStatusLabel[lead.status]}
            </Typography>
          )}
        </Stack>
      </Link>
    </Box>
  );
}

/** The status change for the selected leads, one request for all of them. */
function BulkBar({
  ids,
  onDone,
  onClear,
}: {
  ids: readonly string[];
  onDone: (text: string) => void;
  onClear: () => void;
}) {
  const [status, setStatus] = useState<LeadStatus>('CONTACTED');
  const [updateLeads, { loading }] = useMutation(UpdateLeadsMutation);
  const [error, setError] = useState<string | null>(null);
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const result = await updateLeads({ variables: { ids: [...ids], status } });
      const count = result.data?.updateLeads.length ?? ids.length;
      onDone(
        `${count === 1 ? 'One lead' : `${count} leads`} marked ${leadStatusLabel[status].toLowerCase()}.`,
      );
    } catch (cause) {
      setError(deskFailureText(cause, 'The leads could not be changed. Please try again.'));
    }
  };
  return (
    <Stack
      component="form"
      aria-label="Change the selected leads"
      onSubmit={(event) => void apply(event)}
      direction="row"
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        p: 1,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
      data-testid="inbox-bulk"
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 'auto' }}>
        {ids.length} selected
      </Typography>
      <TextField
        select
        size="small"
        label="Set status"
        value={status}
        onChange={(event) => setStatus(event.target.value as LeadStatus)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: 130 }}
      >
        {leadStatuses.map((value) => (
          <option key={value} value={value}>
            {leadStatusLabel[value]}
          </option>
        ))}
      </TextField>
      <Button type="submit" size="small" variant="contained" disabled={loading}>
        Apply
      </Button>
      <Button size="small" onClick={onClear}>
        Clear
      </Button>
      {error ? (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main', width: '100%' }}>
          {error}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * The inbox: leads newest first, filtered by status and search (in the address, so the open
 * lead keeps them), new ones arriving live. At 1200 px and wider the open lead sits beside the
 * list; narrower, the list or the lead. j/k move through the list, Enter opens, x selects,
 * e marks contacted, / searches, ? lists the shortcuts.
 */
export function InboxPage() {
  const { id: openId } = useParams();
  const split = useSplitView();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isLeadStatus(statusParam) ? statusParam : undefined;
  const search = params.get('search') ?? '';
  const [searchText, setSearchText] = useState(search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [showShortcuts, setShowShortcuts] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { markHandled } = useMarkHandled();

  const leads = useQuery(LeadsQuery, {
    variables: { status, search: search || undefined, first: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = leads.data?.leads;
  const rows = groupedLeads(connection?.edges.map((edge) => edge.node) ?? []);
  const listShown = split || !openId;
  const query = location.search;

  // "/" pressed on a lead (narrow screens) comes back here to search.
  const focusSearch = (location.state as { focusSearch?: boolean } | null)?.focusSearch;
  useEffect(() => {
    if (focusSearch && listShown) searchField.current?.focus();
  }, [focusSearch, listShown]);

  const loadMore = (after: string | null | undefined) => {
    if (after) void leads.fetchMore({ variables: { after } }).catch(() => undefined);
  };
  const setFilter = (name: 'status' | 'search', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setSelected(new Set());
    setParams(next);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('search', searchText.trim());
  };
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const refresh = () => void leads.refetch().catch(() => undefined);

  const openIndex = rows.findIndex((row) => row.id === openId);
  /** The row the keyboard is on: the focused one, else the open lead's. */
  const current = (): ListedLead | undefined => {
    const focused = focusedListRow(listRef.current);
    return rows[focused >= 0 ? focused : openIndex];
  };
  // Opening a lead marks it read on the server: once the cache says so, the counts follow.
  const openRead = rows[openIndex]?.read;
  useEffect(() => {
    if (openRead) void leads.refetch().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch when the open lead turns read
  }, [openId, openRead]);
  const move = (step: number) => void focusListRow(listRef.current, step, openIndex);

  useDeskShortcuts({
    j: () => move(1),
    k: () => move(-1),
    x: () => {
      const lead = current();
      if (lead) select(lead.id, !selected.has(lead.id));
    },
    e: () => {
      const lead = current();
      if (!lead) return;
      void markHandled(lead).then((text) => {
        setAnnouncement(text);
        refresh();
      });
    },
    '/': () => {
      if (listShown) searchField.current?.focus();
      else void navigate(`/admin${query}`, { state: { focusSearch: true } });
    },
    '?': () => setShowShortcuts(true),
  });

  const shown = rows.map((row) => row.id);
  const allSelected = shown.length > 0 && shown.every((id) => selected.has(id));
  const someSelected = shown.some((id) => selected.has(id));
  const selectedIds = shown.filter((id) => selected.has(id));

  const list = (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography
          variant={split ? 'h4' : 'h3'}
          component={openId ? 'h2' : 'h1'}
          sx={{ mr: 'auto' }}
        >
          Inbox
        </Typography>
        {connection ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="inbox-counts">
            {connection.unreadCount} unread of {connection.totalCount}
          </Typography>
        ) : null}
        <ShortcutsButton onClick={() => setShowShortcuts(true)} />
      </Stack>
      <WaitingChatsBanner />
      {split ? null : <AssistantWeek />}
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1 }}
        component="form"
        role="search"
        onSubmit={submitSearch}
      >
        <TextField
          select
          size="small"
          label="Status"
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: 130 }}
        >
          <option value="">All statuses</option>
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabel[value]}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Search name, e-mail or message"
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          inputRef={searchField}
          slotProps={{ htmlInput: { 'aria-keyshortcuts': '/' } }}
          sx={{ flex: '1 1 180px' }}
        />
        <Button type="submit" variant="outlined" size="small">
          Search
        </Button>
      </Stack>
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
      {rows.length > 0 ? (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Checkbox
            size="small"
            checked={allSelected}
            indeterminate={someSelected && !allSelected}
            onChange={(event) => setSelected(new Set(event.target.checked ? shown : []))}
            slotProps={{ input: { 'aria-label': 'Select all shown leads' } }}
          />
          {selectedIds.length > 0 ? (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <BulkBar
                ids={selectedIds}
                onClear={() => setSelected(new Set())}
                onDone={(text) => {
                  setSelected(new Set());
                  setAnnouncement(text);
                  refresh();
                }}
              />
            </Box>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Select leads to change their status together.
            </Typography>
          )}
        </Stack>
      ) : null}
      <Box
        component="ul"
        ref={listRef}
        sx={{ p: 0, m: 0, borderTop: rows.length > 0 ? 1 : 0, borderColor: 'divider' }}
        aria-label="Leads"
      >
        {rows.map((lead) => (
          <LeadRow
            key={lead.id}
            lead={lead}
            open={lead.id === openId}
            selected={selected.has(lead.id)}
            onSelect={(on) => select(lead.id, on)}
            search={query}
          />
        ))}
      </Box>
      {connection?.pageInfo.hasNextPage ? (
        <Button
          variant="outlined"
          size="small"
          disabled={leads.loading}
          onClick={() => loadMore(connection.pageInfo.endCursor)}
        >
          Load more
        </Button>
      ) : null}
      <Box>
        <Button
          component="a"
          href={csvExportHref(status, search)}
          download
          variant="text"
          color="secondary"
          size="small"
        >
          Export these leads as CSV
        </Button>
      </Box>
    </Stack>
  );

  return (
    <>
      <DeskSplit
        open={Boolean(openId)}
        list={list}
        detail={<LeadPage besideList={split} />}
        empty={
          <Stack spacing={2}>
            <Typography sx={{ color: 'text.secondary' }} data-testid="inbox-none-open">
              Choose a lead to read it here. Press <kbd>j</kbd> and <kbd>k</kbd> to move through the
              list, <kbd>?</kbd> for every shortcut.
            </Typography>
            <AssistantWeek />
          </Stack>
        }
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="inbox-announcement">
        {announcement}
      </Box>
      <ShortcutsDialog open={showShortcuts} onClose={() => setShowShortcuts(false)} />
    </>
  );
}
