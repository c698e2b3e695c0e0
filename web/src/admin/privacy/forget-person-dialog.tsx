import { useMutation, useQuery } from '@apollo/client/react';
import { ConfirmRemovalDialog } from '../confirm-removal-dialog';
import { forgetSummaryLines } from './person-data-summary';
import { ForgetPersonMutation, PersonDataSummaryQuery } from './person-data.queries';

/**
 * Asks before a person is forgotten, saying what goes: their requests, chats, meetings (future
 * ones cancelled with an e-mail to them), blog subscription and e-mails, with the counts the API
 * holds. `onForgotten` runs once the API has deleted it all.
 */
export function ForgetPersonDialog({
  open,
  leadId,
  name,
  onClose,
  onForgotten,
}: {
  open: boolean;
  leadId: string;
  name: string;
  onClose: () => void;
  onForgotten: () => void;
}) {
  const summary = useQuery(PersonDataSummaryQuery, {
    variables: { leadId },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [forget] = useMutation(ForgetPersonMutation);
  const counts = summary.data?.personDataSummary;
  return (
    <ConfirmRemovalDialog
      open={open}
      title={`Forget ${name}?`}
      confirmLabel="Forget this person"
      failureText="The person could not be forgotten. Please try again."
      remove={() => forget({ variables: { leadId } })}
      onClose={onClose}
      onRemoved={onForgotten}
    >
      Everything held about them, found by their e-mail address (any +tag) and phone number, is
      deleted for good: their requests, chats, meetings (future ones are cancelled first, and they
      are e-mailed the cancellation), blog subscription and e-mails. Only a line saying that a
      person was forgotten is kept. Export their data first if they asked for a copy.{' '}
      {counts
        ? `This deletes ${forgetSummaryLines(counts).join('; ')}.`
        : summary.error
          ? 'How much is held could not be counted.'
          : 'Counting what is held…'}
    </ConfirmRemovalDialog>
  );
}
