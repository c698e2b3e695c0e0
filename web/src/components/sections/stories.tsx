import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Story } from '@landman/content';
import { cardColumns } from './card-columns';

/** Client stories: the headline figure first, then what happened and how it ended. */
export function Stories({ stories }: { stories: readonly Story[] }) {
  return (
    <Box sx={cardColumns(stories.length === 2 ? 2 : 3)}>
      {stories.map((story) => (
        <Card component="article" key={story.title} variant="outlined" sx={{ height: '100%' }}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
            {story.figure && (
              <Typography
                component="p"
                variant="h3"
                data-figure
                sx={{ color: 'secondary.main', fontWeight: 700 }}
              >
                {story.figure}
              </Typography>
            )}
            <Typography variant="h5" component="h3" sx={{ color: 'primary.main' }}>
              {story.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
              {story.body}
            </Typography>
            {story.outcome && (
              <Typography
                variant="body2"
                sx={{
                  borderLeft: 3,
                  borderColor: 'secondary.main',
                  pl: 1.5,
                  fontWeight: 600,
                  color: 'text.primary',
                }}
              >
                {story.outcome}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
