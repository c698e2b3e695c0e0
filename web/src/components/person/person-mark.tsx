import { initialsOf, site, type SiteProfile } from '@landman/content';
import { headingFontFamily } from '../../theme/fonts';
import { brand } from '../../theme/palette';

interface PersonMarkProps {
  /** Rendered width and height in pixels (fixed, so nothing shifts as it loads). */
  size: number;
  name?: string;
  portrait?: SiteProfile['portrait'];
}

/**
 * The consultant's portrait when the site configuration has one, else a monogram of the name
 * in the house colours (navy disc, copper ring, sand serif initials). Always decorative: the
 * name is written beside it wherever it appears. Plain elements, not MUI: the chat shows it.
 */
export function PersonMark({
  size,
  name = site.name,
  portrait = site.profile.portrait,
}: PersonMarkProps) {
  if (portrait) {
    return (
      <img
        src={portrait.src}
        alt=""
        width={size}
        height={size}
        decoding="async"
        data-testid="person-portrait"
        style={{
          width: size,
          height: size,
          borderRadius: '50%',
          objectFit: 'cover',
          flexShrink: 0,
        }}
      />
    );
  }
  const initials = initialsOf(name);
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-testid="person-monogram"
      style={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <circle cx="32" cy="32" r="32" fill={brand.navy} />
      <circle cx="32" cy="32" r="27.5" fill="none" stroke={brand.copper} strokeWidth="1.5" />
      <circle cx="32" cy="32" r="25" fill="none" stroke={brand.sand} strokeOpacity="0.35" />
      <text
        x="32"
        y="32"
        dy="0.35em"
        textAnchor="middle"
        fill={brand.sand}
        fontFamily={headingFontFamily}
        fontWeight="600"
        fontSize={initials.length > 2 ? 17 : 22}
        letterSpacing="1"
      >
        {initials}
      </text>
    </svg>
  );
}
