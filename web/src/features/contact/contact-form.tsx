import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { ContactFormFields } from './contact-form-fields';
import { contactSchema, emptyContactValues, type ContactFormValues } from './contact-schema';
import { ContactThankYou } from './contact-thank-you';
import { ContactToast, type ToastMessage } from './contact-toast';
import { FocusFirstError } from './focus-first-error';
import { SyncTypedValues } from './sync-typed-values';
import { ContactSubmitError, submitContact, toContactPayload } from './submit-contact';

type Toast = Omit<ToastMessage, 'id'>;

const successToast: Toast = {
  severity: 'success',
  title: 'Message sent successfully!',
  description: "We'll get back to you within 24 hours.",
};

interface ContactFormProps {
  /** From the page's island: whether the visitor pressed Send before the form was hydrated. */
  takeWaitingSubmit?: () => boolean;
}

/** The consultation request form: editing, sending, then the thank-you panel (spec section 4). */
export function ContactForm({ takeWaitingSubmit }: ContactFormProps) {
  const [sent, setSent] = useState(false);
  // After "Send Another Message" the form comes back; put the cursor in its first field.
  const [returning, setReturning] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const showToast = (next: Toast) => {
    setToast((previous) => ({ ...next, id: (previous?.id ?? 0) + 1 }));
    setToastOpen(true);
  };

  const handleSubmit = async (
    values: ContactFormValues,
    helpers: FormikHelpers<ContactFormValues>,
  ) => {
    try {
      await submitContact(toContactPayload(values));
      helpers.resetForm();
      setSent(true);
      showToast(successToast);
    } catch (error) {
      if (error instanceof ContactSubmitError && Object.keys(error.fields).length > 0) {
        helpers.setErrors(error.fields);
      }
      showToast({
        severity: 'error',
        title: 'Error sending message',
        description: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return (
    <>
      {sent ? (
        <ContactThankYou
          onSendAnother={() => {
            setReturning(true);
            setSent(false);
          }}
        />
      ) : (
        <Formik
          initialValues={emptyContactValues}
          validationSchema={contactSchema}
          onSubmit={handleSubmit}
        >
          {({ isSubmitting }) => (
            <Box
              component={Form}
              ref={formRef}
              noValidate
              aria-label="Consultation request"
              sx={{ position: 'relative' }}
            >
              <SyncTypedValues formRef={formRef} takeWaitingSubmit={takeWaitingSubmit} />
              <FocusFirstError formRef={formRef} />
              <ContactFormFields autoFocusName={returning} />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isSubmitting}
                startIcon={
                  isSubmitting ? (
                    <CircularProgress size={18} color="inherit" aria-hidden />
                  ) : (
                    <SendIcon aria-hidden />
                  )
                }
                sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
              >
                {isSubmitting ? 'Sending...' : 'Send Message'}
              </Button>
            </Box>
          )}
        </Formik>
      )}
      <ContactToast toast={toast} open={toastOpen} onClose={() => setToastOpen(false)} />
    </>
  );
}
