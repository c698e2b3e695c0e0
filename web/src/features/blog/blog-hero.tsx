import { PageHero } from '../../components/sections/page-hero';

/** The blog's title band. */
export function BlogHero() {
  return (
    <PageHero
      eyebrow="Blog"
      title="Industry Insights & Updates"
      subtitle="Field notes on leases, title, suspended royalties, heirship and the lithium and renewable projects reshaping land work in Texas, Oklahoma, New Mexico and Louisiana."
      image={{ name: 'market-chart', alt: '' }}
    />
  );
}
