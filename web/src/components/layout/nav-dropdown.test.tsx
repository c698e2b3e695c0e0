import { fireEvent, render, screen } from '@testing-library/react';
import { NavDropdown } from './nav-dropdown';

const links = [
  { label: 'Lease Checks', href: '/services/lease-checks' },
  { label: 'Title Curative', href: '/services/title-curative' },
] as const;

function renderDropdown() {
  render(
    <>
      <NavDropdown
        id="services"
        label="Services"
        section="/services"
        links={links}
        allLink={{ label: 'All services', href: '/services' }}
        pathname="/"
      />
      <a href="/blog">Blog</a>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Services' });
  fireEvent.click(trigger);
  return trigger;
}

const menuOpen = () => !document.getElementById('services-menu')!.hidden;

describe('NavDropdown', () => {
  it('stays open when focus goes nowhere, as a click on the menu padding does', () => {
    const trigger = renderDropdown();
    expect(menuOpen()).toBe(true);
    fireEvent.blur(trigger, { relatedTarget: null });
    expect(menuOpen()).toBe(true);
  });

  it('stays open while focus moves between its own links', () => {
    const trigger = renderDropdown();
    fireEvent.blur(trigger, { relatedTarget: screen.getByRole('link', { name: 'Lease Checks' }) });
    expect(menuOpen()).toBe(true);
  });

  it('ends with the link to the section index', () => {
    renderDropdown();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(0, 3)).toEqual(['Lease Checks', 'Title Curative', 'All services']);
  });

  it('closes when focus moves on to something outside it', () => {
    const trigger = renderDropdown();
    fireEvent.blur(trigger, { relatedTarget: screen.getByRole('link', { name: 'Blog' }) });
    expect(menuOpen()).toBe(false);
  });
});
