import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { toolList, toolPath, toolsIndexPath, toolsNeverStatement } from '@landman/content';
import { CtaBand } from '../../components/sections/cta-band';
import { PageHero } from '../../components/sections/page-hero';
import { PageSection } from '../../components/sections/page-section';
import { SectionHeading } from '../../components/sections/section-heading';
import { consultantFirstName } from '../../features/tools/consultant-first-name';
import { breadcrumbJsonLd } from '../../lib/seo/json-ld';
import { Seo } from '../../lib/seo/seo';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Tools', path: toolsIndexPath },
];

/** `/tools`: the owner tools, one card each. */
export default function ToolsIndexPage() {
  return (
    <>
      <Seo
        title="Mineral Owner Tools: Decimals, Net Acres, Offers, Checks and Deadlines"
        description="Free calculators for mineral owners that show every step: division order decimals, net mineral and royalty acres, lease offers, check estimates and deadlines."
        path={toolsIndexPath}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <PageHero
        eyebrow="Owner tools"
        title="Do the Sums Before You Sign or Ask"
        subtitle="The questions mineral owners bring most often start as arithmetic and dates. These tools do that part exactly, show every step, and hand the result to me in one click when you want a second look."
        breadcrumbs={crumbs}
      />
      <PageSection id="all-tools" labelledBy="all-tools-title">
        <SectionHeading id="all-tools-title" title="Choose a Tool" intro={toolsNeverStatement} />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {toolList.map((tool) => (
            <li key={tool.slug}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  href={toolPath(tool.slug)}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                >
                  <CardContent>
                    <Typography component="h3" variant="h6" sx={{ color: 'primary.main', mb: 1 }}>
                      {tool.name}
                    </Typography>
                    <Typography color="text.secondary">{tool.summary}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      </PageSection>
      <CtaBand
        id="ask"
        title="When the Numbers Raise a Question"
        body={`A decimal that differs, an offer you are weighing, a deadline in an order: send the working to ${consultantFirstName} and get a reply about your tract and your documents.`}
        primary={{ label: 'Request a Consultation', href: '/contact' }}
      />
    </>
  );
}
