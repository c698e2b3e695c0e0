import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatAddress, site, states } from '@landman/content';
import { ContactCardTitle } from './contact-card-title';
import { ContactIconTile } from './contact-icon-tile';

function InfoRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ContactIconTile>{icon}</ContactIconTile>
      <Box>
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography variant="body1" component="div" sx={{ color: 'text.primary' }}>
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Direct ways to reach the consultant, where he works and how fast he replies. */
export function ContactInfoCard() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="contact-info-title">
      <CardContent sx={{ p: 3 }}>
        <ContactCardTitle id="contact-info-title">How to Reach Me</ContactCardTitle>
        <Stack spacing={2.5} sx={{ mt: 2 }}>
          <InfoRow icon={<EmailOutlinedIcon />} label="E-mail">
            <Link href={`mailto:${site.email}`} underline="hover">
              {site.email}
            </Link>
          </InfoRow>
          <InfoRow icon={<PhoneOutlinedIcon />} label="Phone">
            <Link href={`tel:${site.phoneE164}`} underline="hover">
              {site.phone}
            </Link>
          </InfoRow>
          {site.profile.address ? (
            <InfoRow
              icon={<PlaceOutlinedIcon />}
              label={site.profile.address.kind === 'office' ? 'Office' : 'Mailing address'}
            >
              {formatAddress(site.profile.address)}
            </InfoRow>
          ) : null}
          <InfoRow icon={<MapOutlinedIcon />} label="Where I work">
            {states.map((state) => state.name).join(', ')}
          </InfoRow>
          <InfoRow icon={<ScheduleOutlinedIcon />} label="I reply within">
            {site.replyTime}
          </InfoRow>
        </Stack>
      </CardContent>
    </Card>
  );
}
