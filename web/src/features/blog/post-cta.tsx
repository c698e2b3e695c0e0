import { site } from '@landman/content';
import { CtaBand } from '../../components/sections/cta-band';

/** The closing call to action under every article. */
export function PostCta() {
  return (
    <CtaBand
      id="post-cta"
      title="Need Expert Landman Services?"
      body="If this article describes something on your own lease, title or royalty statements, a short conversation will tell you what it means for you and what to do first."
      primary={{ label: `Contact ${site.name}`, href: '/contact' }}
      secondary={{ label: 'More Articles', href: '/blog' }}
    />
  );
}
