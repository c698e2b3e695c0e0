import { blogPostPath, site, states, type SiteAddress, type SiteProfile } from '@landman/content';
import { absoluteUrl } from './absolute-url';
import { defaultShareImage } from './share-image';

const businessId = `${site.url}/#business`;
const personId = `${site.url}/#person`;

const person = {
  '@type': 'Person',
  '@id': personId,
  name: site.name,
  jobTitle: site.role,
  email: site.email,
  telephone: site.phoneE164,
  url: absoluteUrl('/about'),
};

/** Only the profile fields the owner has set; an unset field adds no key at all. */
function profileOfPerson(profile: SiteProfile) {
  return {
    ...(profile.portrait ? { image: absoluteUrl(profile.portrait.src) } : {}),
    ...(profile.credentials?.length
      ? {
          hasCredential: profile.credentials.map((name) => ({
            '@type': 'EducationalOccupationalCredential',
            name,
          })),
        }
      : {}),
    ...(profile.memberships?.length
      ? { memberOf: profile.memberships.map((name) => ({ '@type': 'Organization', name })) }
      : {}),
  };
}

function postalAddress(address: SiteAddress) {
  return {
    '@type': 'PostalAddress',
    ...(address.streetAddress ? { streetAddress: address.streetAddress } : {}),
    addressLocality: address.locality,
    addressRegion: address.region,
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    addressCountry: 'US',
  };
}

/** The consultant's practice, serving the four states of the content's state table. */
export function professionalServiceJsonLd(profile: SiteProfile = site.profile) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': businessId,
    name: site.name,
    description: site.shortDescription,
    slogan: site.tagline,
    url: absoluteUrl('/'),
    email: site.email,
    telephone: site.phoneE164,
    image: absoluteUrl(profile.portrait?.src ?? defaultShareImage.path),
    ...(profile.address ? { address: postalAddress(profile.address) } : {}),
    areaServed: [
      ...states.map((state) => ({ '@type': 'State', name: state.name })),
      ...(profile.countiesWorked ?? []).map((name) => ({ '@type': 'AdministrativeArea', name })),
    ],
    founder: { ...person, ...profileOfPerson(profile) },
  };
}

export interface BreadcrumbItem {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export interface BlogPostingInput {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: string;
  /** Last change; falls back to publishedAt. */
  updatedAt?: string;
  /** Site path or absolute URL of the post's image. */
  image?: string;
}

export function blogPostingJsonLd(post: BlogPostingInput) {
  const url = absoluteUrl(blogPostPath(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    articleSection: post.category,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt ?? post.publishedAt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(post.image ?? defaultShareImage.path),
    inLanguage: 'en-US',
    author: person,
    publisher: { '@type': 'ProfessionalService', '@id': businessId, name: site.name },
  };
}
