import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { consultationOffers } from '@landman/content';
import { ContactCardTitle } from './contact-card-title';
import { ContactIconTile } from './contact-icon-tile';

/** One icon per offer, in the order content lists them. */
const offerIcons: readonly ReactNode[] = [
  <BoltOutlinedIcon key="lease-check" />,
  <EventAvailableOutlinedIcon key="consultation" />,
  <FactCheckOutlinedIcon key="evaluation" />,
];

/**
 * The three ways to start working with me, from the shared consultation offers; `bookCall`
 * goes under the free consultation (the contact page's slot picker).
 */
export function QuickStartCard({ bookCall }: { bookCall?: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="quick-start-title">
      <CardContent sx={{ p: 3 }}>
        <ContactCardTitle id="quick-start-title">Ways to Start</ContactCardTitle>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {consultationOffers.map((offer, index) => (
            <Stack
              key={offer.title}
              component="li"
              direction="row"
              spacing={2}
              sx={{
                p: 2,
                borderRadius: 1.5,
                bgcolor: 'background.default',
                borderLeft: 3,
                borderColor: 'secondary.main',
                alignItems: 'flex-start',
              }}
            >
              <ContactIconTile>{offerIcons[index]}</ContactIconTile>
              <Box>
                <Typography variant="h6" component="h3" sx={{ color: 'primary.main' }}>
                  {offer.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {offer.detail}
                </Typography>
                {offer.title === 'Free Consultation' && bookCall}
              </Box>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
