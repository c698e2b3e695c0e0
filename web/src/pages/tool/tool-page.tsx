import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  anyFieldTooLong,
  toolFieldNames,
  toolPath,
  toolsIndexPath,
  toolsNeverStatement,
  type ToolDefinition,
} from '@landman/content';
import { useSearchParams } from 'react-router-dom';
import { PageBreadcrumbs, type Crumb } from '../../components/sections/page-breadcrumbs';
import { consultantFirstName } from '../../features/tools/consultant-first-name';
import { ToolWorkbench } from '../../features/tools/tool-workbench';
import { Island } from '../../islands/island';
import { HttpStatus } from '../../lib/http-status/http-status';
import { breadcrumbJsonLd } from '../../lib/seo/json-ld';
import { Seo } from '../../lib/seo/seo';

/**
 * The navy band of a tool page, a short one: a visitor comes to use the tool, so its first fields
 * stand above the fold at 1440 x 900 (the site's tall PageHero took some 600 px).
 */
function ToolHeader({
  title,
  intro,
  crumbs,
}: {
  title: string;
  intro: string;
  crumbs: readonly Crumb[];
}) {
  return (
    <Box
      component="header"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 3, md: 3.5 } }}
    >
      <Container>
        <Box sx={{ '& nav': { mb: 1.5 } }}>
          <PageBreadcrumbs items={crumbs} />
        </Box>
        <Typography
          variant="h1"
          sx={{ color: 'inherit', fontSize: { xs: '1.75rem', md: '2.25rem' }, lineHeight: 1.2 }}
        >
          {title}
        </Typography>
        <Typography
          component="p"
          sx={{
            mt: 1.25,
            color: 'inherit',
            maxWidth: 820,

            fontSize: { md: '1.05rem' },
          }}
        >
          {intro}
        </Typography>
      </Container>
    </Box>
  );
}

/**
 * One owner tool: its form and result, server-rendered for the query the form was sent with
 * (GET), and an island that works the result out as the visitor types.
 */
export default function ToolPage({ page: tool }: { page: ToolDefinition }) {
  const [searchParams] = useSearchParams();
  const values: Record<string, string> = {};
  for (const name of toolFieldNames(tool)) {
    const value = searchParams.get(name);
    if (value !== null) values[name] = value;
  }
  const submitted = Object.keys(values).length > 0;
  const path = toolPath(tool.slug);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Tools', path: toolsIndexPath },
    { name: tool.name, path },
  ];
  return (
    <>
      {/* Figures longer than any tool reads are refused, not worked out: 400, with the message. */}
      {anyFieldTooLong(values) && <HttpStatus code={400} />}
      <Seo
        title={tool.seo.title}
        description={tool.seo.description}
        path={path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <ToolHeader title={tool.title} intro={tool.intro} crumbs={crumbs} />
      <Container sx={{ py: { xs: 3, md: 4 } }}>
        <Island
          name="owner-tool"
          component={ToolWorkbench}
          props={{ slug: tool.slug, values, submitted, consultantFirstName }}
        />
        <Box sx={{ mt: { xs: 5, md: 6 }, display: 'grid', gap: 2, maxWidth: 820 }}>
          <Alert severity="info" icon={false} data-testid="tools-never">
            {toolsNeverStatement}
          </Alert>
          <Typography color="text.secondary">
            Figures are kept exact and rounded only when shown: decimals half-up to 8 places,
            dollars to the cent. <Link href={toolsIndexPath}>See every tool</Link>.
          </Typography>
        </Box>
      </Container>
    </>
  );
}
