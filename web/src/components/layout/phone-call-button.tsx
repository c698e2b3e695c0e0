import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import IconButton from '@mui/material/IconButton';
import { site } from '@landman/content';

/** Phones only: one tap from any page's header to a call. */
export function PhoneCallButton() {
  return (
    <IconButton
      href={`tel:${site.phoneE164}`}
      aria-label={`Call ${site.phone}`}
      sx={{
        display: { xs: 'inline-flex', md: 'none' },
        color: 'secondary.main',
        bgcolor: 'background.default',
      }}
    >
      <PhoneIcon />
    </IconButton>
  );
}
