import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ChatText } from './chat-text';

function renderText(text: string) {
  return render(
    <MemoryRouter>
      <p>
        <ChatText text={text} />
      </p>
    </MemoryRouter>,
  );
}

describe('ChatText', () => {
  it('links site pages, e-mail addresses and web addresses, and keeps the rest as text', () => {
    const { container } = renderText(
      'See /services/lease-checks, write to ellis@whitakerland.com or read https://www.rrc.texas.gov/oil-and-gas.',
    );
    expect(screen.getByRole('link', { name: '/services/lease-checks' }).getAttribute('href')).toBe(
      '/services/lease-checks',
    );
    expect(screen.getByRole('link', { name: 'ellis@whitakerland.com' }).getAttribute('href')).toBe(
      'mailto:ellis@whitakerland.com',
    );
    const external = screen.getByRole('link', { name: 'https://www.rrc.texas.gov/oil-and-gas' });
    expect(external.getAttribute('rel')).toContain('noopener');
    // Trailing punctuation stays outside the links.
    expect(container.textContent).toBe(
      'See /services/lease-checks, write to ellis@whitakerland.com or read https://www.rrc.texas.gov/oil-and-gas.',
    );
  });

  it('does not link paths the site does not have, or slashes inside words', () => {
    renderText('Try /admin/secret, or an and/or clause.');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
