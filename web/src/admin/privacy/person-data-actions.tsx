import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ForgetPersonDialog } from './forget-person-dialog';
import { personDataHref } from './person-data.queries';

/**
 * The privacy policy's promise on a lead: the person's data as a file, and forgetting them.
 * Once forgotten, the lead is gone from the desk's cache and the inbox opens.
 */
export function PersonDataActions({ leadId, name }: { leadId: string; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const client = useApolloClient();
  const navigate = useNavigate();
  const forgotten = () => {
    setConfirming(false);
    client.cache.evict({ id: client.cache.identify({ __typename: 'Lead', id: leadId }) });
    client.cache.evict({ fieldName: 'leads' });
    client.cache.gc();
    void navigate('/admin');
  };
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Their data
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        When this person asks for a copy of their data, or to be forgotten.
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" href={personDataHref(leadId)} download>
          Export data
        </Button>
        <Button color="error" onClick={() => setConfirming(true)}>
          Forget this person
        </Button>
      </Stack>
      <ForgetPersonDialog
        open={confirming}
        leadId={leadId}
        name={name}
        onClose={() => setConfirming(false)}
        onForgotten={forgotten}
      />
    </Paper>
  );
}
