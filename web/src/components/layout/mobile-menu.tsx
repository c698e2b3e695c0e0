import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { site } from '@landman/content';
import type { NavLink } from '../../lib/navigation/build-nav-links';
import { navLinks } from '../../lib/navigation/nav-links';
import { ariaCurrent, linkState } from './active-path';
import { headerHeight } from '../../theme/header-height';
import { disclosureLinkProps } from './disclosure-link';
import { useDismiss, type DismissReason } from './use-dismiss';

function MenuLink({
  link,
  pathname,
  onChoose,
}: {
  link: NavLink;
  pathname: string;
  onChoose: () => void;
}) {
  const state = linkState(pathname, link.href);
  return (
    <li>
      <Box
        component="a"
        href={link.href}
        aria-current={ariaCurrent(state)}
        onClick={onChoose}
        sx={{
          display: 'block',
          px: 2,
          py: 1.25,
          borderRadius: 1,
          color: state ? 'primary.main' : 'text.primary',
          fontWeight: state ? 700 : 500,
          bgcolor: state ? 'action.selected' : 'transparent',
          textDecoration: 'none',
        }}
      >
        {link.label}
      </Box>
    </li>
  );
}

function MenuGroup({
  title,
  links,
  pathname,
  onChoose,
}: {
  title?: string;
  links: readonly NavLink[];
  pathname: string;
  onChoose: () => void;
}) {
  return (
    <Box component="li" sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      {title && (
        <Typography variant="overline" component="p" color="text.secondary" sx={{ px: 2 }}>
          {title}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <MenuLink key={link.href} link={link} pathname={pathname} onChoose={onChoose} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The small-screen menu: Call and Contact first, then Home, About, the first six services and
 * four locations as the spec lists them, plus the full service and location indexes so every
 * page is reachable.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback((reason: DismissReason) => {
    setOpen(false);
    if (reason === 'escape') trigger.current?.focus();
  }, []);
  useDismiss(open, container, dismiss);

  const groups: { title?: string; links: readonly NavLink[] }[] = [
    { links: [{ label: 'Home', href: '/' }, navLinks.about] },
    { title: 'Services', links: [...navLinks.mobileServices, navLinks.allServices] },
    { title: 'Locations', links: [...navLinks.mobileLocations, navLinks.allLocations] },
    { links: [navLinks.tools, { label: 'Blog', href: '/blog' }] },
  ];

  return (
    <Box ref={container} sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        ref={trigger}
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls="mobile-menu"
        // Without JavaScript the sitemap page stands in for the menu.
        {...disclosureLinkProps('/sitemap', () => setOpen((value) => !value))}
        sx={{ color: 'primary.main' }}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      <Box
        id="mobile-menu"
        component="nav"
        aria-label="Site menu"
        hidden={!open}
        sx={{
          display: open ? 'block' : 'none',
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          maxHeight: `calc(100dvh - ${headerHeight.xs}px)`,
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          boxShadow: 6,
          px: 2,
          pb: 2,
        }}
      >
        {/* The two ways to reach me come first, above the fold on any phone. */}
        <Box sx={{ display: 'flex', gap: 1, pt: 2, pb: 1 }}>
          <Button
            href={`tel:${site.phoneE164}`}
            variant="outlined"
            size="large"
            startIcon={<PhoneIcon aria-hidden />}
            sx={{ flex: 1 }}
          >
            Call
          </Button>
          <Button
            href="/contact"
            onClick={close}
            variant="contained"
            color="secondary"
            size="large"
            sx={{ flex: 1 }}
          >
            Contact
          </Button>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {groups.map((group, index) => (
            <MenuGroup
              key={group.title ?? index}
              title={group.title}
              links={group.links}
              pathname={pathname}
              onChoose={close}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
