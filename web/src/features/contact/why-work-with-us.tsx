import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ContactCardTitle } from './contact-card-title';
import { leaseCheckTurnaround, site } from '@landman/content';

const fastest = leaseCheckTurnaround[0].time;
const standard = leaseCheckTurnaround[1].time;

const reasons: readonly { title: string; body: string }[] = [
  {
    title: 'Land-services experience',
    body: 'I learned runsheets, lease acquisition and curative work at a land services firm, and now apply them to your tracts directly.',
  },
  {
    title: 'Four states of records and rules',
    body: 'I work the county records, pooling practice and commission filings of Texas, Oklahoma, New Mexico and Louisiana.',
  },
  {
    title: 'Fast turnaround',
    body: `Lease checks in ${fastest} to ${standard}, and I answer every inquiry within ${site.replyTime}.`,
  },
  {
    title: 'Fair, agreed pricing',
    body: 'My overhead is one independent office, not a large firm’s, and we agree the scope before I start.',
  },
  {
    title: 'You work with me',
    body: 'From the first call to the final report, the person you talk to is the person doing the work, not a rotating crew.',
  },
];

/** Why an operator, investor or family would hire me, an independent landman. */
export function WhyWorkWithUs() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="why-title">
      <CardContent sx={{ p: 3 }}>
        <ContactCardTitle id="why-title">Why Work With Me</ContactCardTitle>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {reasons.map((reason) => (
            <Stack key={reason.title} component="li" direction="row" spacing={1.5}>
              <CheckIcon
                fontSize="small"
                sx={{ mt: 0.25, color: 'secondary.main', flexShrink: 0 }}
                aria-hidden
              />
              <Box>
                <Typography variant="subtitle2" component="h3" sx={{ color: 'primary.main' }}>
                  {reason.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {reason.body}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
