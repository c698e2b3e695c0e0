import Box from '@mui/material/Box';
import type { CardItem } from '@landman/content';
import { cardColumns, fitColumns } from './card-columns';
import { FeatureCard } from './feature-card';

interface CardGridProps {
  items: readonly CardItem[];
  columns?: 2 | 3 | 4;
  headingComponent?: 'h2' | 'h3';
}

/** Content cards (topics, issues, resources) in a responsive grid; a card with href is a link. */
export function CardGrid({ items, columns, headingComponent = 'h3' }: CardGridProps) {
  return (
    <Box sx={cardColumns(columns ?? fitColumns(items.length))}>
      {items.map((item) => (
        <FeatureCard
          key={item.title}
          title={item.title}
          body={item.body}
          icon={item.icon}
          bullets={item.bullets}
          href={item.href}
          headingComponent={headingComponent}
        />
      ))}
    </Box>
  );
}
