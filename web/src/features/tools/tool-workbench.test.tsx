import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ToolWorkbench } from './tool-workbench';

const tenAcres = {
  tract1Acres: '10',
  tract1Interest: '1',
  tract1Royalty: '3/16',
  unit1Acres: '640',
};

describe('ToolWorkbench', () => {
  it('renders the result for the submitted query on the server (no JavaScript needed)', () => {
    const html = renderToString(
      <ToolWorkbench
        slug="division-order-decimal"
        values={tenAcres}
        submitted
        consultantFirstName="Ellis"
      />,
    );
    expect(html).toContain('0.00292969');
    expect(html).toContain('method="get"');
    expect(html).toContain('action="/tools/division-order-decimal"');
    expect(html).toContain('Send this to Ellis');
  });

  it('works the result out as the visitor types, and links it to the contact form', () => {
    render(
      <ToolWorkbench slug="net-acres" values={{}} submitted={false} consultantFirstName="Ellis" />,
    );
    expect(screen.queryByTestId('tool-headline')).toBeNull();
    fireEvent.change(screen.getByLabelText('Your mineral interest'), { target: { value: '1/2' } });
    fireEvent.change(screen.getByLabelText('Gross acres in the tract'), {
      target: { value: '160' },
    });
    fireEvent.change(screen.getByLabelText('Lease royalty (optional)'), {
      target: { value: '3/16' },
    });
    const headlines = screen.getAllByTestId('tool-headline').map((node) => node.textContent);
    expect(headlines).toEqual(['80', '120']);
    const send = screen.getByRole('link', { name: 'Send this to Ellis' });
    const href = new URL(send.getAttribute('href')!, 'https://x.test');
    expect(href.pathname).toBe('/contact');
    expect(href.searchParams.get('tool')).toBe('net-acres');
    expect(href.searchParams.get('message')).toContain(
      '- Your interest / Gross acres in the tract: 160',
    );
  });

  it('reports a bad figure while typing, and empty required fields only once submitted', () => {
    render(
      <ToolWorkbench slug="net-acres" values={{}} submitted={false} consultantFirstName="Ellis" />,
    );
    fireEvent.change(screen.getByLabelText('Your mineral interest'), { target: { value: '3/2' } });
    const result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByText(/can't be more than the whole/)).toBeTruthy();
    expect(within(result).queryByText('Enter gross acres.')).toBeNull();
    fireEvent.submit(screen.getByRole('form'));
    expect(within(result).getByText('Enter gross acres.')).toBeTruthy();
  });

  it('offers the calendar file for a deadline tool', () => {
    render(
      <ToolWorkbench
        slug="pooling-election-deadline"
        values={{ orderDate: '2025-03-14', periodDays: '20' }}
        submitted
        consultantFirstName="Ellis"
      />,
    );
    expect(screen.getByRole('link', { name: /calendar reminder/ }).getAttribute('href')).toBe(
      '/api/tools/pooling-election-deadline.ics?orderDate=2025-03-14&periodDays=20',
    );
  });
});
