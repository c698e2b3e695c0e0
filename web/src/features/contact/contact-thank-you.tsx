import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { contactPath } from '@landman/content';
import { useEffect, useRef } from 'react';

interface ContactThankYouProps {
  onSendAnother: () => void;
}

/** Replaces the form after a successful send; takes focus so screen readers announce it. */
export function ContactThankYou({ onSendAnother }: ContactThankYouProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 6 }, px: 2 }} data-testid="contact-thank-you">
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h5"
        component="h3"
        gutterBottom
        sx={{ outline: 'none' }}
      >
        Thank you for your message!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We&apos;ll get back to you within 24 hours.
      </Typography>
      {/* A form, so that without JavaScript the button still leads back to an empty form. */}
      <form
        method="get"
        action={contactPath}
        onSubmit={(event) => {
          event.preventDefault();
          onSendAnother();
        }}
      >
        <Button type="submit" variant="outlined">
          Send Another Message
        </Button>
      </form>
    </Box>
  );
}
