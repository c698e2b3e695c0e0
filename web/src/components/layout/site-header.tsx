import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useLocation } from 'react-router-dom';
import { Island } from '../../islands/island';
import { navLinks } from '../../lib/navigation/nav-links';
import { headerHeight } from '../../theme/header-height';
import { ariaCurrent, linkState } from './active-path';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { PhoneCallButton } from './phone-call-button';
import { NavDropdown } from './nav-dropdown';
import { navItemSx } from './nav-item-styles';

function TopLink({ href, label }: { href: string; label: string }) {
  const { pathname } = useLocation();
  const state = linkState(pathname, href);
  return (
    <Button href={href} aria-current={ariaCurrent(state)} sx={navItemSx(!!state)}>
      {label}
    </Button>
  );
}

/**
 * The sticky top bar: name and tagline, the main links and dropdowns, the Contact button.
 * Server HTML only, but for its islands: the two dropdowns and the phone menu.
 * Plain boxes rather than AppBar/Toolbar: they add styles for variants it does not use.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container>
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: headerHeight, gap: 2 }}>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}
          >
            <TopLink href="/" label="Home" />
            <Island
              name="nav-dropdown"
              component={NavDropdown}
              props={{
                id: 'services',
                label: 'Services',
                section: '/services',
                links: navLinks.services,
                allLink: navLinks.allServices,
                pathname,
              }}
            />
            <Island
              name="nav-dropdown"
              component={NavDropdown}
              props={{
                id: 'locations',
                label: 'Locations',
                section: '/locations',
                links: navLinks.locations,
                allLink: navLinks.allLocations,
                pathname,
              }}
            />
            <TopLink href={navLinks.about.href} label={navLinks.about.label} />
            <TopLink href={navLinks.tools.href} label={navLinks.tools.label} />
            <TopLink href="/blog" label="Blog" />
            <Button
              href="/contact"
              variant="contained"
              color="secondary"
              aria-current={ariaCurrent(linkState(pathname, '/contact'))}
              sx={{ ml: 1.5 }}
            >
              Contact
            </Button>
          </Box>
          {/* Phones: call and menu side by side, close enough to leave the name on one line. */}
          <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 0.5 }}>
            <PhoneCallButton />
            <Island name="mobile-menu" component={MobileMenu} props={{ pathname }} />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
