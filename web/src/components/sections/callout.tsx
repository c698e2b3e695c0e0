import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CtaButton } from './cta-button';

interface CalloutProps {
  titleId: string;
  title: string;
  body: string;
  buttonLabel: string;
  href: string;
}

/** A single offer set apart from the page, for example the free revenue search. */
export function Callout({ titleId, title, body, buttonLabel, href }: CalloutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
        p: { xs: 3, md: 5 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        borderLeft: 6,
        borderLeftColor: 'secondary.main',
        bgcolor: 'background.paper',
      }}
    >
      <Box>
        <Typography
          id={titleId}
          variant="h3"
          component="h2"
          sx={{ color: 'primary.main', mb: 1.5 }}
        >
          {title}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', maxWidth: 720 }}>
          {body}
        </Typography>
      </Box>
      <CtaButton action={{ label: buttonLabel, href }} />
    </Box>
  );
}
