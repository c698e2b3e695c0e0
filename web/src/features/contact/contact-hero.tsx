import { site } from '@landman/content';
import { PageHero } from '../../components/sections/page-hero';
import { ContactHeroCard } from './contact-hero-card';

/** The contact banner: who reads the message, and what the visitor gets by writing in. */
export function ContactHero() {
  return (
    <PageHero
      eyebrow="Free consultation"
      title="Tell Me About Your Land"
      subtitle={`The first consultation is free. Send me the lease, the tracts or the project in front of you, and I will review it personally and reply within ${site.replyTime}, with a plain answer on what it needs and what comes next.`}
      aside={<ContactHeroCard />}
    />
  );
}
