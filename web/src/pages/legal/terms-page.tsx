import { termsOfService } from '@landman/content';
import { breadcrumbJsonLd } from '../../lib/seo/json-ld';
import { Seo } from '../../lib/seo/seo';
import { LegalDocumentView } from './legal-document-view';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Terms of Service', path: '/terms' },
];

/** `/terms`: the terms that govern use of the site and engagements for landman services. */
export default function TermsPage() {
  return (
    <>
      <Seo
        title="Terms of Service"
        description="Terms for using this website and engaging independent landman services: scope, client responsibilities, confidentiality, liability, termination and governing law."
        path="/terms"
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <LegalDocumentView
        document={termsOfService}
        crumbs={crumbs}
        summary="The terms that apply when you use this website or engage landman and advisory services."
      />
    </>
  );
}
