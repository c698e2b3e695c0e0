import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { site, type SiteProfile } from '@landman/content';
import { personFacts } from './person-facts';
import { PersonMark } from './person-mark';

interface PersonCardProps {
  /** Heading level of the name, to fit the page's outline. */
  nameComponent?: 'h2' | 'h3' | 'p';
  profile?: SiteProfile;
  markSize?: number;
}

/**
 * The person behind the site: portrait (or monogram), name, role, and whichever facts the
 * owner has set in the site configuration (years, credentials, memberships, counties, address).
 */
export function PersonCard({
  nameComponent = 'p',
  profile = site.profile,
  markSize = 88,
}: PersonCardProps) {
  const facts = personFacts(profile);
  return (
    <Box data-testid="person-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5 }}>
        <PersonMark size={markSize} portrait={profile.portrait} />
        <div>
          <Typography variant="h3" component={nameComponent} sx={{ color: 'primary.main' }}>
            {site.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600, mt: 0.5 }}>
            {site.role}
          </Typography>
        </div>
      </Box>
      {facts.length > 0 ? (
        <Box component="dl" sx={{ m: 0, mt: 3, display: 'grid', gap: 1.5 }}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <Typography
                component="dt"
                variant="overline"
                sx={{ color: 'text.secondary', display: 'block' }}
              >
                {fact.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {fact.values.join(' · ')}
              </Typography>
            </div>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
