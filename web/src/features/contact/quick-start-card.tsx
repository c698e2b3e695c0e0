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

/** One icon per offer, in the order content lists them. */
const offerIcons: readonly ReactNode[] = [
  <BoltOutlinedIcon key="lease-check" />,
  <EventAvailableOutlinedIcon key="consultation" />,
  <FactCheckOutlinedIcon key="evaluation" />,
];

/** The three ways to start, from the shared consultation offers. */
export function QuickStartCard() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="quick-start-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="quick-start-title" variant="h5" component="h2" gutterBottom>
          Quick Start Options
        </Typography>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {consultationOffers.map((offer, index) => (
            <Stack
              key={offer.title}
              component="li"
              direction="row"
              spacing={2}
              sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover', alignItems: 'flex-start' }}
            >
              <Box sx={{ color: 'secondary.main', display: 'flex', mt: 0.25 }} aria-hidden>
                {offerIcons[index]}
              </Box>
              <Box>
                <Typography variant="subtitle2" component="h3" sx={{ fontSize: '1rem' }}>
                  {offer.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {offer.detail}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
