import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { contactPath, site } from '@landman/content';
import { useEffect, useRef } from 'react';
import { documentsToHaveReady, nextSteps } from './contact-next-steps';

interface ContactThankYouProps {
  onSendAnother: () => void;
}

/**
 * Replaces the form after a successful send: what happens next, when, and what to have ready.
 * Takes focus so screen readers announce it; the base styles' scroll margin keeps the heading
 * clear of the sticky header when the browser brings it into view.
 */
export function ContactThankYou({ onSendAnother }: ContactThankYouProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Box data-testid="contact-thank-you" sx={{ py: { xs: 1, md: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          <CheckIcon />
        </Box>
        <Typography
          ref={headingRef}
          id="thank-you-title"
          tabIndex={-1}
          variant="h3"
          component="h3"
          sx={{ color: 'primary.main', outline: 'none' }}
        >
          Thank you for your message!
        </Typography>
      </Box>
      <Typography sx={{ mb: 3 }}>
        It is with me now, and I will get back to you within {site.replyTime}.
      </Typography>

      <Typography variant="overline" component="h4" sx={{ color: 'secondary.dark' }}>
        What happens next
      </Typography>
      <Box component="ol" sx={{ pl: 3, mt: 1, mb: 3, '& li': { mb: 1 } }}>
        {nextSteps.map((step) => (
          <Typography key={step} component="li">
            {step}
          </Typography>
        ))}
      </Box>

      <Box
        sx={{
          p: { xs: 2.5, md: 3 },
          mb: 4,
          borderRadius: 2,
          bgcolor: 'background.default',
          borderLeft: 4,
          borderColor: 'secondary.main',
        }}
      >
        <Typography variant="overline" component="h4" sx={{ color: 'secondary.dark' }}>
          Have these ready, if you have them
        </Typography>
        <Box component="ul" sx={{ pl: 3, mt: 1, mb: 1.5, '& li': { mb: 0.5 } }}>
          {documentsToHaveReady.map((item) => (
            <Typography key={item} component="li" variant="body2">
              {item}
            </Typography>
          ))}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Missing some? That is normal. Most of it is in the public records, and finding it is part
          of my job.
        </Typography>
      </Box>

      {/* A form, so that without JavaScript the button still leads back to an empty form. */}
      <form
        method="get"
        action={contactPath}
        onSubmit={(event) => {
          event.preventDefault();
          onSendAnother();
        }}
      >
        <Button type="submit" variant="outlined" color="secondary">
          Send Another Message
        </Button>
      </form>
    </Box>
  );
}
