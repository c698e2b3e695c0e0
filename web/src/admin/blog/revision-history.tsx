import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { deskTime } from '../lead-status';
import { BlogPostRevisionsQuery } from './blog.queries';

/** Every saved version of the post, newest first; any can become the current text again. */
export function RevisionHistory({
  postId,
  version,
  onRestore,
}: {
  postId: string;
  version: number;
  /** Makes the revision the post's text (the editor reloads its form from the answer). */
  onRestore: (revisionId: string) => Promise<void>;
}) {
  const { data, refetch } = useQuery(BlogPostRevisionsQuery, {
    variables: { id: postId },
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    void refetch();
  }, [refetch, version]);
  const [loading, setLoading] = useState(false);
  const revisions = data?.blogPostRevisions ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Revision history
      </Typography>
      <List dense aria-label="Revisions">
        {revisions.map((revision, index) => (
          <ListItem
            key={revision.id}
            data-testid="revision"
            secondaryAction={
              index === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Current
                </Typography>
              ) : (
                <Button
                  size="small"
                  disabled={loading}
                  onClick={() => {
                    setLoading(true);
                    void onRestore(revision.id).finally(() => setLoading(false));
                  }}
                >
                  Restore
                </Button>
              )
            }
          >
            <ListItemText
              primary={revision.title}
              secondary={`${deskTime(revision.createdAt)}${revision.autosave ? ' · autosave' : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
