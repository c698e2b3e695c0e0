import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { IconName } from '@landman/content';
import spriteUrl from '../../assets/content-icons.svg?no-inline';

/** An icon content names, drawn from the cached sprite: no per-icon JavaScript on any page. */
export function ContentIcon({ name, ...props }: { name: IconName } & SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </SvgIcon>
  );
}
