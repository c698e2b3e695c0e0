/** The contact form's select options; the API validates against the same lists. */
export const contactServiceOptions = [
  'Lease Checks',
  'Leasehold Audits',
  'Title Curative',
  'Suspense Minerals',
  'Estate & Heirship',
  'Deal Evaluation',
  'ROW Acquisition',
  'Surface Settlements',
  'Lithium & Renewables',
  'Oil & Gas Leasing',
  'Lithium Leasing',
  'General Inquiry',
] as const;
export type ContactServiceOption = (typeof contactServiceOptions)[number];

export const contactLocationOptions = [
  'Tyler TX',
  'Longview TX',
  'Bryan TX',
  'Midland TX',
  'Oklahoma City OK',
  'Hobbs NM',
  'Shreveport LA',
  'Other',
] as const;
export type ContactLocationOption = (typeof contactLocationOptions)[number];

/** Server-side limits, shared by the API's validation and the web form's Yup schema. */
export const contactLimits = {
  name: 200,
  email: 254,
  phone: 40,
  company: 200,
  message: 5000,
} as const;

/**
 * Digits with the usual separators, and an optional extension: "(903) 555-0142 x12".
 * Linear time: the separators already include spaces, so no second space run before the
 * extension that the first could trade characters with (that backtracked on "1" + spaces + "a").
 */
export const contactPhonePattern = /^\+?[\d\s().-]{7,}(?:(?:x|ext\.?)\s*\d{1,6})?$/i;

/** The contact form's fields, in the spec's order: the form's layout and both ways of posting it. */
export const contactFormFields = [
  'name',
  'email',
  'phone',
  'company',
  'service',
  'location',
  'message',
] as const;

export const chatMessageMaxLength = 2000;
