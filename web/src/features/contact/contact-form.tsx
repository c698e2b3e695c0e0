import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Form, Formik, type FormikHelpers } from 'formik';
import { contactPath, site } from '@landman/content';
import { useRef, useState } from 'react';
import { ContactFormFields } from './contact-form-fields';
import { contactFailureText } from './contact-failure-text';
import { contactFormStart, type ContactPrefill } from './contact-form-start';
import { contactSchema, type ContactFormValues } from './contact-schema';
import { ContactThankYou } from './contact-thank-you';
import { ContactToast, type ToastMessage } from './contact-toast';
import { FocusFirstError } from './focus-first-error';
import type { ServedContactForm } from './served-contact-form';
import { SyncTypedValues } from './sync-typed-values';
import { ContactSubmitError, submitContact, toContactPayload } from './submit-contact';
import { chosenDocuments, uploadDocuments } from './upload-documents';
import { useFormToken } from './use-form-token';

type Toast = Omit<ToastMessage, 'id'>;

const successToast: Toast = {
  severity: 'success',
  title: 'Message sent successfully!',
  description: `I'll get back to you within ${site.replyTime}.`,
};

export interface ContactFormProps {
  /** From the page's island: whether the visitor pressed Send before the form was hydrated. */
  takeWaitingSubmit?: () => boolean;
  /** The server redirected here after the form was posted without JavaScript and stored. */
  sentOnArrival?: boolean;
  /** A post without JavaScript that the server refused: its values and field errors. */
  served?: ServedContactForm;
  /** Called by "Send Another Message", once the form is back. */
  onSendAnother?: () => void;
  /** A tool's inputs and result, filled in as the message ("Send this to ..."). */
  prefill?: ContactPrefill;
}

/**
 * The consultation request form: editing, sending, then the thank-you panel (spec section 4).
 * It is also a plain HTML form: without JavaScript the browser posts it to the page's own
 * address, which stores it or shows it again with the errors, so nothing goes in the URL.
 */
export function ContactForm({
  takeWaitingSubmit,
  sentOnArrival = false,
  served,
  onSendAnother,
  prefill,
}: ContactFormProps) {
  const [sent, setSent] = useState(sentOnArrival);
  // After "Send Another Message" the form comes back; put the cursor in its first field.
  const [returning, setReturning] = useState(false);
  // A refused post is where the form starts, until the visitor sends another message.
  const start = contactFormStart(returning ? undefined : served, returning ? undefined : prefill);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const formToken = useFormToken();
  const [documentsError, setDocumentsError] = useState<string | undefined>();

  const showToast = (next: Toast) => {
    setToast((previous) => ({ ...next, id: (previous?.id ?? 0) + 1 }));
    setToastOpen(true);
  };

  const handleSubmit = async (
    values: ContactFormValues,
    helpers: FormikHelpers<ContactFormValues>,
  ) => {
    try {
      setDocumentsError(undefined);
      let documentIds: string[];
      try {
        documentIds = await uploadDocuments(chosenDocuments(formRef.current));
      } catch (error) {
        if (error instanceof ContactSubmitError) setDocumentsError(error.message);
        throw error;
      }
      await submitContact({
        ...toContactPayload(values),
        formToken: await formToken.take(),
        ...(documentIds.length > 0 ? { documentIds } : {}),
      });
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
        description: contactFailureText(error),
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
            onSendAnother?.();
          }}
        />
      ) : (
        <Formik
          initialValues={start.initialValues}
          initialErrors={start.initialErrors}
          initialTouched={start.initialTouched}
          validationSchema={contactSchema}
          onSubmit={handleSubmit}
        >
          {({ isSubmitting }) => (
            <Box
              component={Form}
              ref={formRef}
              method="post"
              action={contactPath}
              // With files, a post without JavaScript must be multipart (POST /contact takes both).
              encType="multipart/form-data"
              noValidate
              aria-label="Consultation request"
              onKeyDown={formToken.request}
              onPointerDown={formToken.request}
              sx={{ position: 'relative' }}
            >
              <SyncTypedValues formRef={formRef} takeWaitingSubmit={takeWaitingSubmit} />
              <FocusFirstError formRef={formRef} />
              {start.firstInvalid ? (
                <Alert severity="error" sx={{ mb: 3 }}>
                  Your message has not been sent yet. Please correct the fields marked below, then
                  send it again.
                </Alert>
              ) : null}
              <ContactFormFields
                autoFocusField={returning ? 'name' : start.firstInvalid}
                documentsError={documentsError}
              />
              <Button
                type="submit"
                variant="contained"
                color="secondary"
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
