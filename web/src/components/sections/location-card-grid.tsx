import Box from '@mui/material/Box';
import { locationPath, type LocationSlug } from '@landman/content';
import { cardColumns } from './card-columns';
import { cardData } from './card-data';
import { FeatureCard } from './feature-card';

/** Location cards (image, title, subtitle, description) linking to each location page. */
export function LocationCardGrid({
  slugs,
  columns = 4,
}: {
  slugs: readonly LocationSlug[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <Box sx={cardColumns(columns)}>
      {slugs.map((slug) => {
        const { card } = cardData.locations[slug];
        return (
          <FeatureCard
            key={slug}
            title={card.title}
            subtitle={card.subtitle}
            body={card.description}
            image={{ name: card.image, alt: card.imageAlt }}
            href={locationPath(slug)}
            linkLabel="Learn More"
          />
        );
      })}
    </Box>
  );
}
