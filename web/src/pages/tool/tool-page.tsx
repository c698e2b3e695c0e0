import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  toolFieldNames,
  toolPath,
  toolsIndexPath,
  toolsNeverStatement,
  type ToolDefinition,
} from '@landman/content';
import { useSearchParams } from 'react-router-dom';
import { PageHero } from '../../components/sections/page-hero';
import { consultantFirstName } from '../../features/tools/consultant-first-name';
import { ToolWorkbench } from '../../features/tools/tool-workbench';
import { Island } from '../../islands/island';
import { breadcrumbJsonLd } from '../../lib/seo/json-ld';
import { Seo } from '../../lib/seo/seo';

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
      <Seo
        title={tool.seo.title}
        description={tool.seo.description}
        path={path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <PageHero
        eyebrow="Owner tools"
        title={tool.title}
        subtitle={tool.intro}
        breadcrumbs={crumbs}
      />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Alert severity="info" icon={false} sx={{ mb: 4 }} data-testid="tools-never">
          {toolsNeverStatement}
        </Alert>
        <Island
          name="owner-tool"
          component={ToolWorkbench}
          props={{ slug: tool.slug, values, submitted, consultantFirstName }}
        />
        <Box sx={{ mt: 6 }}>
          <Typography color="text.secondary">
            Figures are kept exact and rounded only when shown: decimals half-up to 8 places,
            dollars to the cent. <Link href={toolsIndexPath}>See every tool</Link>.
          </Typography>
        </Box>
      </Container>
    </>
  );
}
