import type { ReactNode } from 'react';
import type { ImageKey, Seo as SeoContent } from '@landman/content';
import { breadcrumbJsonLd } from '../../lib/seo/json-ld';
import { Seo } from '../../lib/seo/seo';
import { IntroBlock } from './intro-block';
import { PageHero } from './page-hero';
import type { Crumb } from './page-breadcrumbs';

/** The parts a service and a location page share: head tags, hero and intro. */
export interface OpeningContent {
  seo: SeoContent;
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    primaryCta: string;
    secondaryCta: string;
  };
  intro: { title: string; paragraphs: readonly string[]; image: ImageKey; imageAlt: string };
}

interface PageOpeningProps {
  page: OpeningContent;
  path: string;
  crumbs: readonly Crumb[];
  /** Beside the intro text (service highlights). */
  introAside?: ReactNode;
  /** Under the intro (location highlights). */
  introFooter?: ReactNode;
}

/**
 * Head tags, hero (both buttons to /contact, as every page's calls to action, and the page's
 * illustration) and intro.
 */
export function PageOpening({ page, path, crumbs, introAside, introFooter }: PageOpeningProps) {
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        keywords={page.seo.keywords}
        path={path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        primary={{ label: page.hero.primaryCta, href: '/contact' }}
        secondary={{ label: page.hero.secondaryCta, href: '/contact' }}
        breadcrumbs={crumbs}
        image={{ name: page.intro.image, alt: page.intro.imageAlt }}
      />
      <IntroBlock
        id="overview"
        title={page.intro.title}
        paragraphs={page.intro.paragraphs}
        aside={introAside}
        footer={introFooter}
      />
    </>
  );
}
