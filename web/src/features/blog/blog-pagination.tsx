import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { blogListPath } from '@landman/content';
import { blogArticlesId } from './blog-list-href';

/** The pages before and after `page`, when they exist: for the links here and in <head>. */
export function blogListNeighbours(category: string | undefined, page: number, pageCount: number) {
  return {
    prevPath: page > 1 ? blogListPath(category, page - 1) : undefined,
    nextPath: page < pageCount ? blogListPath(category, page + 1) : undefined,
  };
}

/**
 * Previous and next links of the blog list: plain links rendered by the server, so crawlers and
 * visitors without JavaScript page through every article.
 */
export function BlogPagination(props: {
  category: string | undefined;
  page: number;
  pageCount: number;
}) {
  const { category, page, pageCount } = props;
  if (pageCount <= 1) return null;
  const { prevPath, nextPath } = blogListNeighbours(category, page, pageCount);
  const anchor = `#${blogArticlesId}`;
  return (
    <Box
      component="nav"
      aria-label="Article pages"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
    >
      {prevPath ? (
        <Button component={RouterLink} to={`${prevPath}${anchor}`} rel="prev" variant="outlined">
          Newer articles
        </Button>
      ) : (
        <span />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {`Page ${page} of ${pageCount}`}
      </Typography>
      {nextPath ? (
        <Button component={RouterLink} to={`${nextPath}${anchor}`} rel="next" variant="outlined">
          Older articles
        </Button>
      ) : (
        <span />
      )}
    </Box>
  );
}
