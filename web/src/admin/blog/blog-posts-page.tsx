import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { deskFailureText } from '../desk-errors';
import type { BlogPostStatus } from '../gql/graphql';
import { DeskBlogPostsQuery, RestoreBlogPostMutation } from './blog.queries';
import { listedDate, newestFirst } from './post-list-order';

const tabs: { key: string; label: string; status?: BlogPostStatus; deleted?: boolean }[] = [
  { key: 'published', label: 'Published', status: 'PUBLISHED' },
  { key: 'scheduled', label: 'Scheduled', status: 'SCHEDULED' },
  { key: 'drafts', label: 'Drafts', status: 'DRAFT' },
  { key: 'bin', label: 'Deleted (30 days)', deleted: true },
];

/** The blog in the desk: published, scheduled and draft posts, and the bin. */
export function BlogPostsPage() {
  const [params, setParams] = useSearchParams();
  const tab =
    tabs.find((entry) => entry.key === params.get('tab')) ?? (tabs[0] as (typeof tabs)[0]);
  const { data, error, loading, refetch } = useQuery(DeskBlogPostsQuery, {
    variables: { status: tab.status ?? null, deleted: tab.deleted ?? false },
    fetchPolicy: 'cache-and-network',
  });
  const [restore] = useMutation(RestoreBlogPostMutation);
  const [restoreProblem, setRestoreProblem] = useState<string | undefined>();
  const posts = newestFirst(data?.deskBlogPosts ?? []);
  // A post comes back unless another one took its address meanwhile: say so.
  const restorePost = async (id: string) => {
    setRestoreProblem(undefined);
    try {
      await restore({ variables: { id } });
      await refetch();
    } catch (failure) {
      setRestoreProblem(deskFailureText(failure, 'The post could not be restored.'));
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ mr: 'auto' }}>
          Blog
        </Typography>
        <Button component={RouterLink} to="/admin/subscribers">
          Subscribers
        </Button>
        <Button variant="contained" component={RouterLink} to="/admin/blog/new">
          New post
        </Button>
      </Stack>
      <Tabs
        value={tab.key}
        onChange={(_event, key: string) => setParams({ tab: key })}
        aria-label="Posts by status"
        // On a phone the four tabs are wider than the screen: they scroll inside their own strip,
        // with arrows that say there is more, instead of widening the page.
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ minWidth: 0, maxWidth: '100%' }}
      >
        {tabs.map((entry) => (
          <Tab key={entry.key} value={entry.key} label={entry.label} />
        ))}
      </Tabs>
      {error && (
        <Alert severity="error">{deskFailureText(error, 'The posts could not be loaded.')}</Alert>
      )}
      {restoreProblem && <Alert severity="error">{restoreProblem}</Alert>}
      {!loading && posts.length === 0 && !error && (
        <Typography color="text.secondary">No posts here.</Typography>
      )}
      {/* Busy while this tab's posts load, so nobody takes the last tab's list for this one. */}
      <Stack
        component="ul"
        aria-label={tab.label}
        aria-busy={loading}
        spacing={1}
        sx={{ p: 0, m: 0 }}
      >
        {posts.map((post) => (
          <Card component="li" key={post.id} data-testid="desk-post" sx={{ listStyle: 'none' }}>
            {tab.deleted ? (
              <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center' }}>
                <Box sx={{ mr: 'auto', minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Typography>{post.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {listedDate(post)}
                  </Typography>
                </Box>
                <Button onClick={() => void restorePost(post.id)}>Restore</Button>
              </Stack>
            ) : (
              <CardActionArea component={RouterLink} to={`/admin/blog/${post.id}`} sx={{ p: 2 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
                >
                  <Typography
                    component="h2"
                    variant="subtitle1"
                    sx={{ fontWeight: 600, mr: 'auto', overflowWrap: 'anywhere' }}
                  >
                    {post.title}
                  </Typography>
                  <Chip size="small" label={post.category} />
                  <Typography variant="body2" color="text.secondary">
                    {listedDate(post)}
                  </Typography>
                </Stack>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  /blog/{post.slug}
                </Typography>
              </CardActionArea>
            )}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
