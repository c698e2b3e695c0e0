import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  contactLimits,
  contactMessageParam,
  contactSentParam,
  contactToolParam,
  isToolSlug,
  site,
} from '@landman/content';
import { useSearchParams } from 'react-router-dom';
import { ContactFormIsland } from '../../features/contact/contact-form-island';
import { ContactHero } from '../../features/contact/contact-hero';
import { ContactInfoCard } from '../../features/contact/contact-info-card';
import { QuickStartCard } from '../../features/contact/quick-start-card';
import { ReadyToMoveForward } from '../../features/contact/ready-to-move-forward';
import { WhyWorkWithUs } from '../../features/contact/why-work-with-us';
import { SlotPicker } from '../../features/booking/slot-picker';
import { Island } from '../../islands/island';
import { Seo } from '../../lib/seo/seo';

/** /contact: the free consultation request, in the spec's section order. */
export default function ContactPage() {
  // Set after the form was posted without JavaScript and stored (?sent=1).
  const [searchParams] = useSearchParams();
  const sentOnArrival = searchParams.get(contactSentParam) === '1';
  // Set by an owner tool's "Send this to ..." link: the tool and its working as the message.
  const tool = searchParams.get(contactToolParam) ?? '';
  const message = (searchParams.get(contactMessageParam) ?? '')
    .trim()
    .slice(0, contactLimits.message);
  const prefill = isToolSlug(tool) && message ? { tool, message } : undefined;
  return (
    <>
      <Seo
        title="Free Consultation with an Independent Landman"
        description={`Request a free consultation with ${site.name}, an independent landman and advisory consultant in TX, OK, NM and LA. Replies within ${site.replyTime}.`}
        path="/contact"
      />
      <ContactHero />
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '7fr 5fr', lg: '2fr 1fr' },
          }}
        >
          <div>
            <Card
              component="section"
              aria-labelledby="get-started-title"
              sx={{ borderTop: 4, borderTopColor: 'secondary.main' }}
            >
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <Typography
                  id="get-started-title"
                  variant="h2"
                  sx={{
                    color: 'primary.main',
                    fontSize: { xs: '1.75rem', md: '2.125rem' },
                    mb: 1.5,
                  }}
                >
                  Get Started Today
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                  A few lines about the property, the county and what prompted the question is
                  enough for me to start. Documents can follow once we talk.
                </Typography>
                <Island
                  name="contact-form"
                  component={ContactFormIsland}
                  props={prefill ? { sentOnArrival, prefill } : { sentOnArrival }}
                  // The thank-you panel takes focus once live, for screen readers to announce.
                  load={sentOnArrival ? 'eager' : undefined}
                />
              </CardContent>
            </Card>
          </div>
          <div>
            <Stack spacing={3}>
              <ContactInfoCard />
              <QuickStartCard
                bookCall={<Island name="slot-picker" component={SlotPicker} props={{}} />}
              />
              <WhyWorkWithUs />
            </Stack>
          </div>
        </Box>
      </Container>
      <ReadyToMoveForward />
    </>
  );
}
