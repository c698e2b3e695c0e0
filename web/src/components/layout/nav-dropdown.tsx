import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useRef, useState, type FocusEvent } from 'react';
import type { NavLink } from '../../lib/navigation/build-nav-links';
import { disclosureLinkProps } from './disclosure-link';
import { DropdownLink } from './dropdown-link';
import { ScrollingLinkList } from './scrolling-link-list';
import { navItemSx } from './nav-item-styles';
import { useDismiss, type DismissReason } from './use-dismiss';

interface NavDropdownProps {
  id: string;
  label: string;
  /** Path prefix of the section, e.g. /services; highlights the trigger on its pages. */
  section: string;
  links: readonly NavLink[];
  /** The section's index page, after the list ("All services"). */
  allLink: NavLink;
  /** The page being shown (the island's props come from the server's render). */
  pathname: string;
}

/**
 * A disclosure menu of links: toggles on click, closes on an outside click, Escape, focus
 * leaving it, or choosing a link. Long lists scroll by whole items, say when more follow, and
 * the menu ends with the section's index page. The links stay in the HTML (hidden) for crawlers, and the
 * trigger links to the section's index page for visitors without JavaScript.
 */
export function NavDropdown({ id, label, section, links, allLink, pathname }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const active = pathname === section || pathname.startsWith(`${section}/`);
  const menuId = `${id}-menu`;

  const dismiss = useCallback((reason: DismissReason) => {
    setOpen(false);
    if (reason === 'escape') trigger.current?.focus();
  }, []);
  useDismiss(open, container, dismiss);

  // Closes when focus moves on to something outside (Tab past the last link). Focus going
  // nowhere, as a click on the menu's padding does, keeps it open; clicks outside are
  // useDismiss's.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next && !container.current?.contains(next)) setOpen(false);
  };

  return (
    <Box ref={container} onBlur={onBlur} sx={{ position: 'relative' }}>
      <Button
        ref={trigger}
        id={`${id}-button`}
        aria-expanded={open}
        aria-controls={menuId}
        data-active={active || undefined}
        {...disclosureLinkProps(section, () => setOpen((value) => !value))}
        endIcon={
          <ExpandMoreIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        sx={navItemSx(active)}
      >
        {label}
      </Button>
      <Box
        id={menuId}
        hidden={!open}
        sx={{
          display: open ? 'block' : 'none',
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 8,
          position: 'absolute',
          top: 'calc(100% + 8px)',
          left: 0,
          minWidth: 260,
          border: 1,
          borderColor: 'divider',
          zIndex: 'appBar',
          overflow: 'hidden',
        }}
      >
        <ScrollingLinkList
          labelledBy={`${id}-button`}
          links={links}
          pathname={pathname}
          onChoose={() => setOpen(false)}
          open={open}
          after={
            <DropdownLink
              link={allLink}
              pathname={pathname}
              onChoose={() => setOpen(false)}
              emphasis
            />
          }
        />
      </Box>
    </Box>
  );
}
