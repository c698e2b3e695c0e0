import Box from '@mui/material/Box';
import { locationPath, stateByCode, type StateCard } from '@landman/content';
import { cardColumns, fitColumns } from './card-columns';
import { cardData } from './card-data';
import { FeatureCard } from './feature-card';

/** One card per state, each linking to the location page that anchors that state. */
export function StateCards({ items }: { items: readonly StateCard[] }) {
  return (
    <Box sx={cardColumns(fitColumns(items.length))}>
      {items.map((item) => {
        const state = stateByCode(item.state);
        const location = cardData.locations[state.primaryLocation];
        return (
          <FeatureCard
            key={item.state}
            title={state.name}
            body={item.body}
            bullets={item.bullets}
            icon="location"
            href={locationPath(state.primaryLocation)}
            linkLabel={`See ${location.name}`}
          />
        );
      })}
    </Box>
  );
}
