import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { site } from '@landman/content';
import { PersonMark } from '../../components/person/person-mark';

/** Beside the contact banner on wide screens: the person who answers, and the direct lines. */
export function ContactHeroCard() {
  const linkSx = { color: 'inherit', fontWeight: 600, textDecorationColor: 'currentcolor' };
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'block' },
        p: 4,
        borderRadius: 3,
        border: 1,
        borderColor: 'secondary.light',
        bgcolor: 'primary.light',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, mb: 3 }}>
        <PersonMark size={80} />
        <div>
          <Typography variant="h3" component="p" sx={{ color: 'inherit', fontSize: '1.5rem' }}>
            {site.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'secondary.light', fontWeight: 600 }}>
            {site.role}
          </Typography>
        </div>
      </Box>
      <Typography component="p" sx={{ mb: 1 }}>
        Call{' '}
        <Link href={`tel:${site.phoneE164}`} sx={linkSx}>
          {site.phone}
        </Link>
      </Typography>
      <Typography component="p" sx={{ mb: 2 }}>
        E-mail{' '}
        <Link href={`mailto:${site.email}`} sx={linkSx}>
          {site.email}
        </Link>
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: 'secondary.light' }}>
        I read every message myself and reply within {site.replyTime}.
      </Typography>
    </Box>
  );
}
