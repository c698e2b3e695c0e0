import { privacyPolicy } from '@landman/content';
import { breadcrumbJsonLd } from '../../lib/seo/json-ld';
import { Seo } from '../../lib/seo/seo';
import { LegalDocumentView } from './legal-document-view';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Privacy Policy', path: '/privacy' },
];

/** `/privacy`: what the site collects, why, who sees it and the visitor's choices. */
export default function PrivacyPage() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description="How this landman consulting website collects, uses, shares and protects your information, including contact forms and the chat assistant, and your choices."
        path="/privacy"
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <LegalDocumentView
        document={privacyPolicy}
        crumbs={crumbs}
        summary="What information this website collects, how it is used and protected, and the choices you have about it."
      />
    </>
  );
}
