import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { site, states } from '@landman/content';

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
      <Box sx={{ color: 'primary.main', mt: 0.25, display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Direct ways to reach the consultant, and where and how fast they work. */
export function ContactInfoCard() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="contact-info-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="contact-info-title" variant="h5" component="h2" gutterBottom>
          Contact Information
        </Typography>
        <Stack spacing={2.5} sx={{ mt: 2 }}>
          <InfoRow icon={<EmailOutlinedIcon />} label="Email">
            <Link href={`mailto:${site.email}`} underline="hover">
              {site.email}
            </Link>
          </InfoRow>
          <InfoRow icon={<PhoneOutlinedIcon />} label="Phone">
            <Link href={`tel:${site.phoneE164}`} underline="hover">
              {site.phone}
            </Link>
          </InfoRow>
          <InfoRow icon={<MapOutlinedIcon />} label="Service Areas">
            {states.map((state) => state.name).join(', ')}
          </InfoRow>
          <InfoRow icon={<ScheduleOutlinedIcon />} label="Response Time">
            {site.replyTime[0]?.toUpperCase()}
            {site.replyTime.slice(1)}
          </InfoRow>
        </Stack>
      </CardContent>
    </Card>
  );
}
