import Button, { type ButtonProps } from '@mui/material/Button';
import type { CtaAction } from './cta-action';

interface CtaButtonProps {
  action: CtaAction;
  /** `solid` is the main action; `outline` the second one beside it. */
  emphasis?: 'solid' | 'outline';
  /** Set on navy bands, where the outline button turns white. */
  onDark?: boolean;
  size?: ButtonProps['size'];
}

/** A call-to-action button: a link for site paths, a button that opens the chat otherwise. */
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
      <Button href={action.href} size={size} {...look}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button type="button" data-open-chat={action.chatMessage} size={size} {...look}>
      {action.label}
    </Button>
  );
}
