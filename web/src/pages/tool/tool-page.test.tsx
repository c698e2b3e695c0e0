import { ThemeProvider } from '@mui/material/styles';
import { toolDefinitions, type ToolSlug } from '@landman/content';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { RenderStatusContext, type RenderStatus } from '../../lib/http-status/http-status';
import { theme } from '../../theme/theme';
import ToolPage from './tool-page';

/** The tool page as the server renders it for `?query`: its HTTP status and its HTML. */
function serverRender(slug: ToolSlug, query: string) {
  const status: RenderStatus = { code: 200 };
  const html = renderToString(
    <RenderStatusContext value={status}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[`/tools/${slug}?${query}`]}>
          <ToolPage page={toolDefinitions[slug]} />
        </MemoryRouter>
      </ThemeProvider>
    </RenderStatusContext>,
  );
  return { status: status.code, html };
}

describe('a tool page given a figure longer than any tool reads', () => {
  it('answers 400 and says, beside the field, which figure is too long', () => {
    const { status, html } = serverRender(
      'net-acres',
      `interest=1&grossAcres=${'9'.repeat(14_000)}`,
    );
    expect(status).toBe(400);
    expect(html).toContain(
      'Gross acres is too long: enter at most 30 characters (14,000 were entered).',
    );
    expect(html).not.toContain('data-testid="tool-headline"');
  });

  it('answers 200 with the result for ordinary figures, and for figures it cannot use', () => {
    const ordinary = serverRender('net-acres', 'interest=1&grossAcres=10&royalty=3/16');
    expect(ordinary.status).toBe(200);
    expect(ordinary.html).toContain('data-testid="tool-headline"');
    expect(serverRender('net-acres', 'interest=3/2&grossAcres=10').status).toBe(200);
  });

  it('refuses a long date on a deadline tool the same way', () => {
    const { status, html } = serverRender(
      'pooling-election-deadline',
      `orderDate=${'2'.repeat(5_000)}&periodDays=20`,
    );
    expect(status).toBe(400);
    expect(html).toContain('The order date is too long: enter at most 30 characters');
  });
});
