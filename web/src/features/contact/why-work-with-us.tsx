import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { leaseCheckTurnaround, site } from '@landman/content';

const fastest = leaseCheckTurnaround[0].time;
const standard = leaseCheckTurnaround[1].time;

const reasons: readonly { title: string; body: string }[] = [
  {
    title: 'Extensive land-services experience',
    body: 'Runsheets, lease acquisition and curative work learned at a land services firm, now applied to your tracts directly.',
  },
  {
    title: 'Multi-state regulatory expertise',
    body: 'Working knowledge of the records, pooling practice and commission filings in Texas, Oklahoma, New Mexico and Louisiana.',
  },
  {
    title: 'Fast turnaround',
    body: `Lease checks in ${fastest} to ${standard}, and a reply to every inquiry within ${site.replyTime}.`,
  },
  {
    title: 'Competitive pricing',
    body: 'Independent overhead instead of a large firm’s, with the scope agreed before the work starts.',
  },
  {
    title: 'Personal attention',
    body: `You work with ${site.name} from the first call to the final report, not a rotating crew.`,
  },
];

/** Why an operator, investor or family would hire an independent landman. */
export function WhyWorkWithUs() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="why-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="why-title" variant="h5" component="h2" gutterBottom>
          Why Work With Us?
        </Typography>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {reasons.map((reason) => (
            <Stack key={reason.title} component="li" direction="row" spacing={1.5}>
              <CheckCircleIcon color="success" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
              <Box>
                <Typography variant="subtitle2" component="h3">
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
