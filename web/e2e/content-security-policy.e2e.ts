import { createHash } from 'node:crypto';
import { blogPostPath, contactSentPath, publicPaths } from '@landman/content';
import { failedResourceMessage, newPage, useBrowser, usePages, visit } from './support/browser';
import { listedPosts } from './support/listed-posts';
import { urlFor } from './support/server-url';

const getBrowser = useBrowser();
const openPage = usePages(getBrowser, { shareTabs: true });

/** The sources of one directive of a policy (empty when the directive is missing). */
function sourcesOf(policy: string, name: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive?.slice(1) ?? [];
}

/** Scripts the browser would run inline: every <script> with no src that is not a data block. */
function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes))
    .filter(([, attributes = '']) => !/type="application\/(?:ld\+)?json"/.test(attributes))
    .map(([, , body = '']) => body);
}

const hashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** One page per family: static, index, service, location, legal, blog, a post, 404, thank-you. */
async function pageFamilies(): Promise<string[]> {
  const [post] = await listedPosts();
  if (!post) throw new Error('No blog post to check');
  return [...publicPaths, blogPostPath(post.slug), '/no-such-page', contactSentPath];
}

describe('Content-Security-Policy', () => {
  it('comes with every page family: scripts only from the site and by hash, never inline', async () => {
    for (const path of await pageFamilies()) {
      const response = await fetch(urlFor(path));
      const html = await response.text();
      const policy = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = sourcesOf(policy, 'script-src');
      const problem = `${path}: ${policy}`;
      expect([problem, scriptSrc[0]]).toEqual([problem, "'self'"]);
      expect([problem, scriptSrc.includes("'unsafe-inline'")]).toEqual([problem, false]);
      expect([problem, sourcesOf(policy, 'object-src')]).toEqual([problem, ["'none'"]]);
      expect([problem, sourcesOf(policy, 'frame-ancestors')]).toEqual([problem, ["'self'"]]);
      // Each inline script of the page is listed by its hash, and nothing more is allowed.
      const hashes = inlineScriptsOf(html).map(hashSource);
      expect([problem, scriptSrc.slice(1).sort()]).toEqual([problem, [...hashes].sort()]);
    }
  });

  it.each(['/', '/blog', '/contact', '/services', '/locations'])(
    '%s hydrates with the policy enforced and no violation',
    async (path) => {
      const { page } = await openPage();
      // usePages fails the test on any violation the page reports.
      await visit(page, path);
      await page.waitForLoadState('networkidle');
    },
  );

  it('a blog post and the 404 page hydrate with no violation', async () => {
    const [post] = await listedPosts();
    const { page } = await openPage();
    await visit(page, blogPostPath(post?.slug ?? ''));
    await page.waitForLoadState('networkidle');

    const notFound = await openPage();
    notFound.expectProblem(failedResourceMessage(404, 'Not Found'));
    await visit(notFound.page, '/no-such-page');
    await notFound.page.waitForLoadState('networkidle');
  });

  it('blocks a script injected into a page, and the browser tests see the violation', async () => {
    const tab = await newPage(getBrowser());
    try {
      await visit(tab.page, '/about');
      const ran = await tab.page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.injectedScriptRan = true';
        const reported = new Promise((resolve) =>
          document.addEventListener('securitypolicyviolation', resolve, { once: true }),
        );
        document.body.append(script);
        await reported;
        return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
      });
      expect(ran).toBe(false);
      // The page's report reaches the test through a binding, a moment after the event.
      for (let tries = 0; tries < 50 && tab.problems.length === 0; tries += 1) {
        await tab.page.waitForTimeout(20);
      }
      expect(tab.unexpectedProblems()).toEqual(
        expect.arrayContaining([expect.stringMatching(/^CSP violation: script-src/)]),
      );
      // A test cannot excuse it.
      tab.expectProblem(/CSP violation/);
      expect(tab.unexpectedProblems().some((problem) => problem.startsWith('CSP violation'))).toBe(
        true,
      );
    } finally {
      await tab.close();
    }
  });
});
