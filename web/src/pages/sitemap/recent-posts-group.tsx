import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { blogPostPath } from '@landman/content';
import { usePageQuery } from '../../lib/data/page-query';
import { LinkGroup } from './link-group';
import { SitemapPostsQuery } from './sitemap-posts.query';

/** How many of the newest posts the sitemap lists; the blog page has the rest. */
const recentCount = 6;

/** The newest articles, read from the API (rendered on the server, so crawlers see them). */
export function RecentPostsGroup() {
  const { data, loading, error } = usePageQuery(SitemapPostsQuery, {});
  const posts = (data?.blogPosts ?? []).slice(0, recentCount);
  return (
    <LinkGroup
      id="recent-posts"
      title="Recent Blog Posts"
      links={posts.map((post) => ({ label: post.title, href: blogPostPath(post.slug) }))}
    >
      {loading && posts.length === 0 && (
        <CircularProgress size={24} aria-label="Loading recent posts" />
      )}
      {!loading && posts.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {error ? 'Recent posts could not be loaded right now.' : 'No articles are published yet.'}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/blog" sx={{ fontWeight: 600 }}>
          All articles on the blog
        </Link>
      </Typography>
    </LinkGroup>
  );
}
