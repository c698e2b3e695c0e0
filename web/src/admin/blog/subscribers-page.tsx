import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { visuallyHidden } from '../../components/sections/visually-hidden';
import { ConfirmRemovalDialog } from '../confirm-removal-dialog';
import { deskFailureText } from '../desk-errors';
import type { BlogSubscribersQuery as SubscribersData } from '../gql/graphql';
import { deskTime } from '../lead-status';
import { BlogSubscribersQuery, RemoveBlogSubscriberMutation } from './blog.queries';

type Subscriber = SubscribersData['blogSubscribers'][number];

/** Asks before an address is erased: for a reader who asked to be forgotten. */
function EraseDialog({
  subscriber,
  open,
  onClose,
  onErased,
}: {
  /** The last one chosen: kept while the dialog closes, so its title does not go blank. */
  subscriber: Subscriber | undefined;
  open: boolean;
  onClose: () => void;
  onErased: (email: string) => void;
}) {
  const [remove] = useMutation(RemoveBlogSubscriberMutation, {
    refetchQueries: ['BlogSubscribers'],
    awaitRefetchQueries: true,
  });
  if (!subscriber) return null;
  return (
    <ConfirmRemovalDialog
      open={open}
      title={`Remove ${subscriber.email} for good?`}
      failureText="The subscriber could not be removed. Please try again."
      remove={() => remove({ variables: { id: subscriber.id } })}
      onClose={onClose}
      onRemoved={() => onErased(subscriber.email)}
    >
      The address is erased with every e-mail on record for it, as for a reader who asked to be
      forgotten. To stop the e-mails only, the reader&rsquo;s unsubscribe link does that. This
      cannot be undone.
    </ConfirmRemovalDialog>
  );
}

/** Who receives the blog by e-mail, and the CSV export (GET /api/admin/subscribers.csv). */
export function SubscribersPage() {
  const { data, error } = useQuery(BlogSubscribersQuery, {
    variables: { status: null },
    fetchPolicy: 'cache-and-network',
  });
  const subscribers = data?.blogSubscribers ?? [];
  const [erasing, setErasing] = useState<Subscriber | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ mr: 'auto' }}>
          Subscribers
        </Typography>
        <Button variant="outlined" href="/api/admin/subscribers.csv?status=confirmed">
          Export confirmed (CSV)
        </Button>
        <Button href="/api/admin/subscribers.csv">Export all (CSV)</Button>
      </Stack>
      {notice ? (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {error && (
        <Alert severity="error">
          {deskFailureText(error, 'The subscribers could not be loaded.')}
        </Alert>
      )}
      <Table size="small" aria-label="Subscribers">
        <TableHead>
          <TableRow>
            <TableCell>E-mail</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Receives</TableCell>
            <TableCell>Since</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {subscribers.map((subscriber) => (
            <TableRow key={subscriber.id}>
              <TableCell>{subscriber.email}</TableCell>
              <TableCell>{subscriber.status.toLowerCase()}</TableCell>
              <TableCell>
                {subscriber.frequency === 'WEEKLY' ? 'weekly digest' : 'each post'}
              </TableCell>
              <TableCell>{deskTime(subscriber.confirmedAt ?? subscriber.createdAt)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  color="error"
                  aria-label={`Remove ${subscriber.email}`}
                  onClick={() => {
                    setErasing(subscriber);
                    setConfirming(true);
                  }}
                >
                  Remove
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <EraseDialog
        subscriber={erasing}
        open={confirming}
        onClose={() => setConfirming(false)}
        onErased={(email) => {
          setConfirming(false);
          setNotice(`Removed ${email}.`);
        }}
      />
    </Stack>
  );
}
