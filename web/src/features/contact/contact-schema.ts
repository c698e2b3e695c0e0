import * as Yup from 'yup';
import {
  contactEmailMessage,
  contactEmailPattern,
  contactFormFields,
  contactLimits,
  contactLocationOptions,
  contactPhonePattern,
  contactServiceOptions,
} from '@landman/content';

/** What the form holds; every field starts as an empty string, as the spec asks. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  location: string;
  message: string;
  /** Honeypot: people never see it, so anything typed here came from a bot (the API decides). */
  referenceCode: string;
  /** Hidden: the owner tool whose "Send this to ..." link filled the message, or ''. */
  tool: string;
}

/** The fields people fill in, in the order the form shows them. */
export const contactFieldOrder = contactFormFields satisfies readonly (keyof ContactFormValues)[];
export type ContactFieldName = (typeof contactFieldOrder)[number];

export const emptyContactValues: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  location: '',
  message: '',
  referenceCode: '',
  tool: '',
};

const tooLong = (label: string, max: number) =>
  `${label} must be ${max.toLocaleString('en-US')} characters or fewer`;

/** The same limits, patterns and option lists the API validates with, so both sides agree. */
export const contactSchema = Yup.object({
  name: Yup.string()
    .trim()
    .required('Please enter your name')
    .max(contactLimits.name, tooLong('Name', contactLimits.name)),
  email: Yup.string()
    .trim()
    .required('Please enter your email address')
    .max(contactLimits.email, tooLong('Email address', contactLimits.email))
    .matches(contactEmailPattern, contactEmailMessage),
  phone: Yup.string()
    .trim()
    .max(contactLimits.phone, tooLong('Phone number', contactLimits.phone))
    .matches(contactPhonePattern, {
      message: 'Please enter a phone number, for example (903) 555-0142',
      excludeEmptyString: true,
    }),
  company: Yup.string()
    .trim()
    .max(contactLimits.company, tooLong('Company', contactLimits.company)),
  service: Yup.string().oneOf(['', ...contactServiceOptions], 'Please choose a listed service'),
  location: Yup.string().oneOf(['', ...contactLocationOptions], 'Please choose a listed location'),
  message: Yup.string()
    .trim()
    .required('Please tell us about your project')
    .max(contactLimits.message, tooLong('Project details', contactLimits.message)),
  referenceCode: Yup.string(),
  tool: Yup.string(),
});
