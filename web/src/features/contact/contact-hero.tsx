import { site } from '@landman/content';
import { PageHero } from '../../components/sections/page-hero';

/** The Contact Us banner: what the visitor gets by writing in. */
export function ContactHero() {
  return (
    <PageHero
      eyebrow="Free consultation"
      title="Contact Us"
      subtitle={`The first consultation is free. Tell us about the lease, the tracts or the project in front of you, and ${site.name} will review it personally and reply within ${site.replyTime}, with a plain answer on what it needs and what comes next.`}
    />
  );
}
