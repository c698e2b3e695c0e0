import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The article body: HTML the API has already sanitized with an allow-list. Clicks on links to
 * this site stay in the app (no full reload); other links behave as usual.
 */
export function PostBody({ html }: { html: string }) {
  const navigate = useNavigate();

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    if (
      !anchor ||
      (anchor.target && anchor.target !== '_self') ||
      anchor.hasAttribute('download')
    ) {
      return;
    }
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };

  return (
    <Box
      // The click handler only improves navigation; the links work without it.
      onClick={handleClick}
      data-testid="post-body"
      sx={{
        typography: 'body1',
        fontSize: { md: '1.125rem' },
        lineHeight: 1.75,
        color: 'text.primary',
        '& > :first-of-type': { mt: 0 },
        '& p': { my: 2.5 },
        '& h2': { typography: 'h4', mt: 5, mb: 2 },
        '& h3': { typography: 'h5', mt: 4, mb: 1.5 },
        '& h4': { typography: 'h6', mt: 3, mb: 1 },
        '& ul, & ol': { pl: 3.5, my: 2.5 },
        '& li': { mb: 1 },
        '& a': {
          color: 'primary.main',
          fontWeight: 600,
          textDecoration: 'underline',
          textDecorationColor: 'currentColor',
          textUnderlineOffset: '0.2em',
          '&:hover': { color: 'secondary.dark' },
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'secondary.main',
          bgcolor: 'background.default',
          m: 0,
          my: 3,
          px: 3,
          py: 1,
          fontStyle: 'italic',
        },
        '& table': {
          width: '100%',
          borderCollapse: 'collapse',
          my: 3,
          display: 'block',
          overflowX: 'auto',
        },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1.25, textAlign: 'left' },
        '& th': { bgcolor: 'background.default', fontWeight: 700 },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5 },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
        '& img': { maxWidth: '100%', height: 'auto' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
