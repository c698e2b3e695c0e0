import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LegalDocument } from '@landman/content';
import { PageHero } from '../../components/sections/page-hero';
import type { Crumb } from '../../components/sections/page-breadcrumbs';

interface LegalDocumentViewProps {
  document: LegalDocument;
  crumbs: readonly Crumb[];
  summary: string;
}

/** A legal document: numbered sections with a table of contents that stays in view on desktop. */
export function LegalDocumentView({ document, crumbs, summary }: LegalDocumentViewProps) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={document.title}
        subtitle={summary}
        breadcrumbs={crumbs}
        image={{ name: 'title-documents', alt: '' }}
      />
      <Container sx={{ py: { xs: 6, md: 9 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box
            component="nav"
            aria-labelledby="toc-title"
            sx={{
              position: { md: 'sticky' },
              top: { md: 100 },
              p: 3,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Typography
              id="toc-title"
              variant="h6"
              component="h2"
              sx={{ color: 'primary.main', mb: 1.5 }}
            >
              Contents
            </Typography>
            <Box
              component="ol"
              sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1, typography: 'body2' }}
            >
              {document.sections.map((section) => (
                <li key={section.id}>
                  <Link href={`#${section.id}`} underline="hover">
                    {section.title}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Box component="article" sx={{ maxWidth: 760 }}>
            <Typography variant="body2" component="p" sx={{ color: 'text.secondary', mb: 2 }}>
              Last updated {document.updated}
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ mb: 5 }}>
              {document.intro}
            </Typography>
            {document.sections.map((section, index) => (
              <Box
                component="section"
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                sx={{ mb: 5, scrollMarginTop: { xs: 72, md: 96 } }}
              >
                <Typography
                  id={`${section.id}-title`}
                  variant="h4"
                  component="h2"
                  sx={{ color: 'primary.main', mb: 2 }}
                >
                  {index + 1}. {section.title}
                </Typography>
                {section.paragraphs.map((paragraph) => (
                  <Typography key={paragraph} variant="body1" sx={{ mb: 2 }}>
                    {paragraph}
                  </Typography>
                ))}
                {section.list && (
                  <>
                    {section.list.label && (
                      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
                        {section.list.label}
                      </Typography>
                    )}
                    <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
                      {section.list.items.map((item) => (
                        <Typography component="li" variant="body1" key={item}>
                          {item}
                        </Typography>
                      ))}
                    </Box>
                  </>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </>
  );
}
