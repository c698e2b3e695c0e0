import Box from '@mui/material/Box';
import { servicePath, type LocationPage } from '@landman/content';
import { cardColumns } from '../../components/sections/card-columns';
import { cardData } from '../../components/sections/card-data';
import { FeatureCard } from '../../components/sections/feature-card';

/** The services offered here, with a local note each; linked unless the page says otherwise. */
export function LocationServicesGrid({ services }: { services: LocationPage['services'] }) {
  return (
    <Box sx={cardColumns(3)}>
      {services.items.map(({ service, blurb }) => {
        const page = cardData.services[service];
        return (
          <FeatureCard
            key={service}
            title={page.name}
            body={blurb}
            icon={page.card.icon}
            href={services.linked ? servicePath(service) : undefined}
            linkLabel={services.linked ? 'Learn More' : undefined}
          />
        );
      })}
    </Box>
  );
}
