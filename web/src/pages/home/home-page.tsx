import { homePage } from '@landman/content';
import { PageHero } from '../../components/sections/page-hero';
import { professionalServiceJsonLd } from '../../lib/seo/json-ld';
import { Seo } from '../../lib/seo/seo';
import { CredentialsSection } from './credentials-section';
import { HomeLocationsSection } from './home-locations-section';
import { HomeServicesSection } from './home-services-section';
import { ProjectSection } from './project-section';
import { StatesBand } from './states-band';

/** `/`: who the consultant is, what he does and where, and how to start a project. */
export default function HomePage() {
  const { seo, hero } = homePage;
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        keywords={seo.keywords}
        path="/"
        jsonLd={professionalServiceJsonLd()}
      />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.headline}
        subtitle={hero.subtitle}
        primary={hero.primary}
        secondary={hero.secondary}
        image={{ name: hero.image, alt: hero.imageAlt }}
        imageOnPhones
      />
      <CredentialsSection />
      <HomeServicesSection />
      <HomeLocationsSection />
      <StatesBand />
      <ProjectSection />
    </>
  );
}
