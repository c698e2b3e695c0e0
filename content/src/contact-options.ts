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

/**
 * What the site's document pickers offer (the contact form's input, the chat's paperclip); the
 * server decides by content all the same. HEIC is left out on purpose: an iPhone then sends its
 * photos as JPEG, which the server can re-encode without their location data (its image library
 * cannot decode HEVC-coded HEIC). Kept here, beside the chat's other limits, so the chat's lazy
 * chunk shares no module with the contact form's (whose chunk holds MUI).
 */
export const acceptedDocuments =
  'application/pdf,image/jpeg,image/png,image/tiff,.pdf,.jpg,.jpeg,.png,.tif,.tiff';

const documentTypeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/tiff': 'TIFF image',
  'image/heic': 'HEIC image',
  'image/heif': 'HEIF image',
};

/** "240 KB", "1.2 MB": a sent file's size wherever it is shown (chips, the desk, the e-mail). */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * "PDF, 3 pages, 1.2 MB": what a sent document is before it is opened, as the desk and the
 * consultant's e-mail describe it (never its contents).
 */
export function describeDocument(document: {
  contentType: string;
  size: number;
  pages?: number | null;
  encrypted?: boolean | null;
}): string {
  const { pages } = document;
  return [
    documentTypeLabels[document.contentType] ?? document.contentType,
    ...(pages != null ? [`${pages} page${pages === 1 ? '' : 's'}`] : []),
    ...(document.encrypted ? ['password-protected'] : []),
    formatFileSize(document.size),
  ].join(', ');
}
