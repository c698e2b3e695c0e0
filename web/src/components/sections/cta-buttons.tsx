import Stack from '@mui/material/Stack';
import type { CtaAction } from './cta-action';
import { CtaButton } from './cta-button';

interface CtaButtonsProps {
  primary: CtaAction;
  secondary?: CtaAction;
  onDark?: boolean;
  align?: 'start' | 'center';
}

/** A main and an optional second action, stacked full-width on phones and side by side above. */
export function CtaButtons({
  primary,
  secondary,
  onDark = false,
  align = 'start',
}: CtaButtonsProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{
        justifyContent: align === 'center' ? 'center' : 'flex-start',
        alignItems: { xs: 'stretch', sm: 'center' },
      }}
    >
      <CtaButton action={primary} onDark={onDark} />
      {secondary && <CtaButton action={secondary} emphasis="outline" onDark={onDark} />}
    </Stack>
  );
}
