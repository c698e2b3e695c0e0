import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { site } from '@landman/content';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Said when the article list cannot be fetched: plain words and ways forward (load the page
 * again, or reach me directly). The technical detail goes to the console, never to the page.
 */
export function ArticlesFailed({ error }: { error: Error | undefined }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (error) console.error('[blog: list]', error);
  }, [error]);
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 700, color: 'text.primary' }}>
        I couldn&apos;t load the articles just now.
      </Typography>
      <Typography component="p" variant="body2" sx={{ mt: 0.5, color: 'text.primary' }}>
        {/* A plain link: a full reload also works when the page's scripts are what failed. */}
        <Link href={`${pathname}${search}`}>Try again</Link> in a moment, or reach me directly at{' '}
        <Link href={`tel:${site.phoneE164}`}>{site.phone}</Link> or{' '}
        <Link href={`mailto:${site.email}`}>{site.email}</Link>.
      </Typography>
    </>
  );
}
