import Box from '@mui/material/Box';
import { servicePath, type ServiceSlug } from '@landman/content';
import { cardColumns, fitColumns } from './card-columns';
import { cardData } from './card-data';
import { FeatureCard } from './feature-card';

/** Service cards (title, description, three features, Learn More) for the given services. */
export function ServiceCardGrid({
  slugs,
  columns = fitColumns(slugs.length),
}: {
  slugs: readonly ServiceSlug[];
  /** Defaults to the count that fills the last row best. */
  columns?: 2 | 3 | 4;
}) {
  return (
    <Box sx={cardColumns(columns)}>
      {slugs.map((slug) => {
        const { card } = cardData.services[slug];
        return (
          <FeatureCard
            key={slug}
            title={card.title}
            body={card.description}
            icon={card.icon}
            bullets={card.features}
            href={servicePath(slug)}
            linkLabel="Learn More"
          />
        );
      })}
    </Box>
  );
}
