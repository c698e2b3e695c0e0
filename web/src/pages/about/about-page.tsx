import Box from '@mui/material/Box';
import { aboutPage } from '@landman/content';
import { cardColumns } from '../../components/sections/card-columns';
import { CardGrid } from '../../components/sections/card-grid';
import { CtaBand } from '../../components/sections/cta-band';
import { FeatureCard } from '../../components/sections/feature-card';
import { PageHero } from '../../components/sections/page-hero';
import { PageSection } from '../../components/sections/page-section';
import { SectionHeading } from '../../components/sections/section-heading';
import { StateCards } from '../../components/sections/state-cards';
import { StepsList } from '../../components/sections/steps-list';
import { breadcrumbJsonLd } from '../../lib/seo/json-ld';
import { Seo } from '../../lib/seo/seo';
import { ProfileSection } from './profile-section';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'About', path: '/about' },
];

/** `/about`: the credentials page the home page and the Shreveport page point to. */
export default function AboutPage() {
  const { seo, hero, credentials, trackRecord, engagement, audiences, coverage, standards, cta } =
    aboutPage;
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        keywords={seo.keywords}
        path="/about"
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        primary={hero.primary}
        breadcrumbs={crumbs}
        image={{ name: aboutPage.profile.image, alt: aboutPage.profile.imageAlt }}
      />
      <ProfileSection />
      <PageSection id="credentials" labelledBy="credentials-title">
        <SectionHeading
          id="credentials-title"
          title={credentials.title}
          intro={credentials.intro}
        />
        <CardGrid items={credentials.highlights} columns={4} />
      </PageSection>
      <PageSection id="track-record" labelledBy="track-record-title" tone="paper">
        <SectionHeading
          id="track-record-title"
          title={trackRecord.title}
          intro={trackRecord.intro}
        />
        <Box sx={cardColumns(2)}>
          {trackRecord.claims.map((claim) => (
            <FeatureCard
              key={claim.claim}
              title={claim.claim}
              body={claim.body}
              href={claim.href}
              linkLabel="Learn More"
            />
          ))}
        </Box>
      </PageSection>
      <PageSection id="engagement" labelledBy="engagement-title">
        <SectionHeading id="engagement-title" title={engagement.title} intro={engagement.intro} />
        <StepsList steps={engagement.steps} />
      </PageSection>
      <PageSection id="clients" labelledBy="clients-title" tone="paper">
        <SectionHeading id="clients-title" title={audiences.title} intro={audiences.intro} />
        <CardGrid items={audiences.items} />
      </PageSection>
      <PageSection id="coverage" labelledBy="coverage-title">
        <SectionHeading id="coverage-title" title={coverage.title} intro={coverage.intro} />
        <StateCards items={coverage.items} />
      </PageSection>
      <PageSection id="standards" labelledBy="standards-title" tone="paper">
        <SectionHeading id="standards-title" title={standards.title} intro={standards.intro} />
        <CardGrid items={standards.items} columns={4} />
      </PageSection>
      <CtaBand
        id="get-started"
        title={cta.title}
        body={cta.body}
        primary={cta.primary}
        secondary={cta.secondary}
      />
    </>
  );
}
