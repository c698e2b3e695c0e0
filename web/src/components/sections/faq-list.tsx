import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { faqAnchor, type Faq } from '@landman/content';

/**
 * Questions as native <details>: answers are in the served HTML (crawlers and no-JS readers see
 * them), open without script, and keyboard and screen-reader support comes from the browser.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 880 }}>
      {faqs.map((faq, index) => (
        <Box
          component="details"
          key={faq.question}
          id={faqAnchor(index)}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            '&[open] .faq-chevron': { transform: 'rotate(180deg)' },
          }}
        >
          <Box
            component="summary"
            sx={{
              cursor: 'pointer',
              listStyle: 'none',
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 2,
              px: 3,
              py: 2,
              minHeight: 44,
              typography: 'h6',
              color: 'primary.main',
              '&::-webkit-details-marker': { display: 'none' },
            }}
          >
            {faq.question}
            <ExpandMoreIcon
              className="faq-chevron"
              aria-hidden
              sx={{ flexShrink: 0, color: 'secondary.main', transition: 'transform 150ms' }}
            />
          </Box>
          <Typography variant="body1" sx={{ px: 3, pb: 2.5, color: 'text.secondary' }}>
            {faq.answer}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
