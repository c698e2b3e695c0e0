import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { CtaAction } from './cta-action';

interface CtaButtonProps {
  action: CtaAction;
  /** `solid` is the main action; `outline` the second one beside it. */
  emphasis?: 'solid' | 'outline';
  /** Set on navy bands, where the outline button turns white. */
  onDark?: boolean;
  size?: ButtonProps['size'];
}

/** A call-to-action button that is a router link for site paths and a plain button otherwise. */
export function CtaButton({
  action,
  emphasis = 'solid',
  onDark = false,
  size = 'large',
}: CtaButtonProps) {
  const look: ButtonProps =
    emphasis === 'solid'
      ? { variant: 'contained', color: 'secondary' }
      : {
          variant: 'outlined',
          color: onDark ? 'inherit' : 'primary',
          sx: onDark ? { color: 'primary.contrastText', borderColor: 'primary.contrastText' } : {},
        };
  if (action.href !== undefined) {
    return (
      <Button component={RouterLink} to={action.href} size={size} {...look}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button type="button" onClick={action.onClick} size={size} {...look}>
      {action.label}
    </Button>
  );
}
