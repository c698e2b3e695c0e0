/** A postal address as people write it; only the town and state are required. */
export interface SiteAddress {
  /** What the address is: where clients can visit, or only where mail goes. */
  kind: 'office' | 'mailing';
  streetAddress?: string;
  locality: string;
  /** Two-letter state code, e.g. TX. */
  region: string;
  postalCode?: string;
}

/**
 * What makes the site the work of one person rather than a firm with no face. Every field is
 * optional and nothing here is invented: what is not set is not shown anywhere (pages, chat,
 * structured data). The README's "Before launch" list says what the owner fills in.
 */
export interface SiteProfile {
  /**
   * A photograph under web/public (e.g. '/portrait.jpg'), with its pixel size so the page does
   * not shift when it loads. Unset: a monogram of the name stands in.
   */
  portrait?: { src: string; width: number; height: number };
  address?: SiteAddress;
  /** Whole years of land work, as the owner states it. */
  yearsInTrade?: number;
  /** Licences and certifications, each as written on the certificate (e.g. 'Certified Professional Landman (CPL)'). */
  credentials?: readonly string[];
  /** Professional associations the owner belongs to. */
  memberships?: readonly string[];
  /** Counties and parishes worked, e.g. 'Smith County, TX'. */
  countiesWorked?: readonly string[];
}

/** Left unset until the owner supplies the real details (see README, "Before launch"). */
const profile: SiteProfile = {};

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
  profile,
} as const;

export type Site = typeof site;

/** The name's initials, for the monogram that stands in for a portrait ("Ellis Whitaker": "EW"). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 3);
}

/** One line of an address: "123 Main St, Tyler, TX 75701". */
export function formatAddress(address: SiteAddress): string {
  const town = [address.region, address.postalCode].filter(Boolean).join(' ');
  return [address.streetAddress, address.locality, town].filter(Boolean).join(', ');
}
