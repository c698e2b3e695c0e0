/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { Seo } from '../seo/seo';
import { splitHoistedHead } from './split-hoisted-head';

describe('splitHoistedHead', () => {
  it('moves the head tags React renders first into the head, leaving the app markup', () => {
    const markup = renderToString(
      <div id="app">
        <main>
          <Seo
            title={'Fees & "terms" </title>'}
            description="A <b>description</b>"
            path="/about"
            jsonLd={{ '@type': 'Thing' }}
          />
          <h1>About</h1>
        </main>
      </div>,
    );
    const { head, body } = splitHoistedHead(markup);
    expect(body.startsWith('<div id="app">')).toBe(true);
    expect(body).toContain('<h1>About</h1>');
    expect(body).toContain('application/ld+json');
    expect(head).toContain('<title>Fees &amp; &quot;terms&quot; &lt;/title&gt; | ');
    expect(head).toContain('<link rel="canonical" href="https://');
    expect(head).not.toContain('<div');
  });

  it('returns everything as body when nothing is hoisted', () => {
    expect(splitHoistedHead('<div>x</div>')).toEqual({ head: '', body: '<div>x</div>' });
  });
});
