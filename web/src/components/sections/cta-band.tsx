import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { CtaAction } from './cta-action';
import { CtaButtons } from './cta-buttons';

interface CtaBandProps {
  id: string;
  title: string;
  body: string;
  primary: CtaAction;
  secondary?: CtaAction;
  /** A short line under the buttons, for example "Free consultation". */
  note?: string;
  /** A navy panel by default; `light` when it follows another navy band. */
  tone?: 'navy' | 'light';
}

/**
 * The closing call to action of a page: a panel set on the page background, so it reads as its
 * own block rather than running into the navy footer below it.
 */
export function CtaBand({
  id,
  title,
  body,
  primary,
  secondary,
  note,
  tone = 'navy',
}: CtaBandProps) {
  const titleId = `${id}-title`;
  const onDark = tone === 'navy';
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      sx={{
        bgcolor: 'background.default',
        py: { xs: 6, md: 9 },
        scrollMarginTop: { xs: 72, md: 88 },
      }}
    >
      <Container>
        <Box
          sx={{
            textAlign: 'center',
            borderRadius: 3,
            px: { xs: 3, sm: 6 },
            py: { xs: 6, md: 8 },
            ...(onDark
              ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
              : {
                  bgcolor: 'background.paper',
                  color: 'text.primary',
                  border: 1,
                  borderColor: 'divider',
                }),
          }}
        >
          <Box sx={{ maxWidth: 760, mx: 'auto' }}>
            <Typography
              id={titleId}
              variant="h2"
              sx={{ color: onDark ? 'inherit' : 'primary.main', mb: 2 }}
            >
              {title}
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ color: 'inherit', mb: 4 }}>
              {body}
            </Typography>
            <CtaButtons primary={primary} secondary={secondary} onDark={onDark} align="center" />
            {note && (
              <Typography
                variant="body2"
                sx={{
                  mt: 3,
                  color: onDark ? 'secondary.light' : 'secondary.dark',
                  fontWeight: 600,
                }}
              >
                {note}
              </Typography>
            )}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
