/**
 * The consultant's identity: the one place the name, e-mail, phone and public URL are set.
 * Web pages, the prerenderer, structured data and the chat assistant all read it.
 */
export const site = {
  name: 'Ellis Whitaker',
  tagline: 'Independent Landman',
  role: 'Independent Landman & Advisory Consultant',
  email: 'ellis@whitakerland.com',
  /** Shown to people; a 555-01xx number until the owner sets the real one. */
  phone: '(903) 555-0142',
  /** E.164 form of `phone`, for tel: links. */
  phoneE164: '+19035550142',
  /** Canonical origin for absolute URLs (canonical, Open Graph, sitemap.xml). */
  url: 'https://www.whitakerland.com',
  shortDescription:
    'Independent landman and advisory consultant for oil, gas, lithium and renewable projects across Texas, Oklahoma, New Mexico and Louisiana.',
  replyTime: '24 hours or less',
  copyrightYear: 2024,
  legalUpdated: 'January 2024',
  coverageLine: 'Serving TX, OK, NM, LA',
} as const;

export type Site = typeof site;
