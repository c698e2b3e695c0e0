import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface SitemapLink {
  label: string;
  href: string;
}

interface LinkGroupProps {
  id: string;
  title: string;
  links: readonly SitemapLink[];
  /** Shown instead of, or after, the links (loading and empty states, a "see all" link). */
  children?: ReactNode;
}

/** One titled list of links on the HTML sitemap. */
export function LinkGroup({ id, title, links, children }: LinkGroupProps) {
  const titleId = `${id}-title`;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        p: 3,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        height: '100%',
      }}
    >
      <Typography id={titleId} variant="h5" component="h2" sx={{ color: 'primary.main', mb: 2 }}>
        {title}
      </Typography>
      {links.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
          {links.map((link) => (
            <li key={link.href}>
              <Link
                component={RouterLink}
                to={link.href}
                underline="hover"
                sx={{ fontWeight: 500 }}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </Box>
      )}
      {children}
    </Box>
  );
}
