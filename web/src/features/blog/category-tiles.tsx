import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { blogCategories } from '@landman/content';
import { SectionHeading } from '../../components/sections/section-heading';
import { cardColumns } from '../../components/sections/card-columns';
import { blogListHref } from './blog-list-href';

interface Tile {
  name: string;
  description: string;
  /** Category colour from content; the All Posts tile uses the theme's primary colour. */
  color: string;
  href: string;
  category: string | undefined;
}

const tiles: readonly Tile[] = [
  {
    name: 'All Posts',
    description: 'Every article, newest first.',
    color: 'primary.main',
    href: blogListHref(undefined),
    category: undefined,
  },
  ...blogCategories.map((c) => ({
    name: c.name,
    description: c.description,
    color: c.color,
    href: blogListHref(c.name),
    category: c.name,
  })),
];

/** Category tiles that filter the list; each is a plain link, so a filter can be shared. */
export function CategoryTiles({ active }: { active: string | undefined }) {
  return (
    <Box component="nav" aria-labelledby="browse-title">
      <SectionHeading
        id="browse-title"
        title="Browse by Category"
        intro="Pick a subject to see only its articles; the link works as a bookmark too."
      />
      <Box component="ul" sx={{ ...cardColumns(4), listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {tiles.map((tile) => {
          const current = tile.category === active;
          return (
            <li key={tile.name}>
              <Box
                component={RouterLink}
                to={tile.href}
                aria-current={current ? 'page' : undefined}
                sx={{
                  display: 'block',
                  height: '100%',
                  p: 2,
                  borderRadius: 1,
                  border: 1,
                  borderColor: current ? tile.color : 'divider',
                  borderLeft: 6,
                  borderLeftColor: tile.color,
                  bgcolor: current ? 'action.selected' : 'background.paper',
                  color: 'text.primary',
                  textDecoration: 'none',
                  transition: 'box-shadow 150ms, transform 150ms',
                  '&:hover': { boxShadow: 3, transform: 'translateY(-1px)' },
                  '&:focus-visible': {
                    outline: '3px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  },
                }}
              >
                <Typography
                  component="span"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 700 }}
                >
                  {tile.name}
                  {current ? <CheckIcon fontSize="small" aria-hidden /> : null}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {tile.description}
                </Typography>
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
