import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { deskFailureText } from '../desk-errors';
import { deskTime } from '../lead-status';
import { BlogSubscribersQuery } from './blog.queries';

/** Who receives the blog by e-mail, and the CSV export (GET /api/admin/subscribers.csv). */
export function SubscribersPage() {
  const { data, error } = useQuery(BlogSubscribersQuery, {
    variables: { status: null },
    fetchPolicy: 'cache-and-network',
  });
  const subscribers = data?.blogSubscribers ?? [];
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
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
