import Box from '@mui/material/Box';
import type { NavLink } from '../../lib/navigation/build-nav-links';
import { ariaCurrent, linkState } from './active-path';
import { dropdownItemHeight } from './dropdown-fit';

interface DropdownLinkProps {
  link: NavLink;
  pathname: string;
  onChoose: () => void;
  /** The closing "All ..." link: copper, so it reads as a way on rather than one more item. */
  emphasis?: boolean;
}

/** One dropdown item, exactly `dropdownItemHeight` tall so the list can scroll by whole items. */
export function DropdownLink({ link, pathname, onChoose, emphasis = false }: DropdownLinkProps) {
  const state = linkState(pathname, link.href);
  return (
    <Box
      component="a"
      href={link.href}
      aria-current={ariaCurrent(state)}
      onClick={onChoose}
      sx={{
        display: 'flex',
        alignItems: 'center',
        boxSizing: 'border-box',
        height: dropdownItemHeight,
        px: 1.5,
        borderRadius: 1,
        whiteSpace: 'nowrap',
        color: emphasis ? 'secondary.dark' : state ? 'primary.main' : 'text.primary',
        fontWeight: emphasis || state ? 700 : 500,
        bgcolor: state ? 'action.selected' : 'transparent',
        textDecoration: 'none',
        '&:hover': { bgcolor: 'action.hover', color: 'primary.main' },
      }}
    >
      {link.label}
    </Box>
  );
}
