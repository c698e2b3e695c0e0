import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { PreviewBlogPostQuery } from './blog.queries';

/**
 * The article as the public page will show it: the server renders and sanitises the Markdown
 * with the same function as the site (previewBlogPost), a moment after typing stops.
 */
export function LivePreview({ markdown }: { markdown: string }) {
  const [settled, setSettled] = useState(markdown);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(markdown), 300);
    return () => clearTimeout(timer);
  }, [markdown]);
  const { data, previousData } = useQuery(PreviewBlogPostQuery, {
    variables: { content: settled },
    skip: settled.trim() === '',
  });
  const html = (data ?? previousData)?.previewBlogPost.html ?? '';
  return (
    <Paper variant="outlined" sx={{ p: 3 }} aria-labelledby="preview-title">
      <Typography id="preview-title" variant="overline" component="h2" color="text.secondary">
        Preview
      </Typography>
      <Box
        data-testid="preview"
        sx={{
          '& img': { maxWidth: '100%', height: 'auto' },
          '& table': { borderCollapse: 'collapse' },
        }}
        // Sanitised on the server by the public page's own renderer.
        dangerouslySetInnerHTML={{ __html: settled.trim() === '' ? '' : html }}
      />
    </Paper>
  );
}
