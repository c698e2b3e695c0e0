import { site } from '@landman/content';
import { render, screen, within } from '@testing-library/react';
import { PersonCard } from './person-card';

describe('PersonCard', () => {
  it('shows a monogram and no facts when the profile is empty (nothing invented)', () => {
    render(<PersonCard profile={{}} />);
    const card = screen.getByTestId('person-card');
    expect(within(card).getByTestId('person-monogram').textContent).toBe('EW');
    expect(within(card).queryByTestId('person-portrait')).toBeNull();
    expect(card.querySelector('dl')).toBeNull();
    expect(card.textContent).toContain(site.name);
  });

  it('shows the portrait and exactly the facts that are set', () => {
    render(
      <PersonCard
        profile={{
          portrait: { src: '/portrait.jpg', width: 400, height: 400 },
          yearsInTrade: 12,
          memberships: ['Association A', 'Association B'],
          address: { kind: 'office', streetAddress: '1 Main St', locality: 'Tyler', region: 'TX' },
        }}
      />,
    );
    const card = screen.getByTestId('person-card');
    expect(within(card).getByTestId('person-portrait').getAttribute('src')).toBe('/portrait.jpg');
    expect(within(card).queryByTestId('person-monogram')).toBeNull();
    const terms = [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['In the trade', 'Memberships', 'Office']);
    expect(card.textContent).toContain('12 years');
    expect(card.textContent).toContain('Association A · Association B');
    expect(card.textContent).toContain('1 Main St, Tyler, TX');
  });
});
