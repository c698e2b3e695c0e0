import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The trail above a page title, on the navy hero. The last crumb is the page itself; the same
 * items feed the page's BreadcrumbList JSON-LD.
 */
export function PageBreadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      sx={{ mb: 3, color: 'primary.contrastText', '& .MuiBreadcrumbs-separator': { mx: 0.75 } }}
    >
      {items.map((item, index) =>
        index === items.length - 1 ? (
          <Typography key={item.path} variant="body2" aria-current="page" sx={{ color: 'inherit' }}>
            {item.name}
          </Typography>
        ) : (
          <Link
            key={item.path}
            component={RouterLink}
            to={item.path}
            variant="body2"
            sx={{ color: 'secondary.light' }}
          >
            {item.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
