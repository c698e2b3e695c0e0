import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
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
    // The browser lands on the answer after the page reloads with it.
    expect(html).toContain('action="/tools/division-order-decimal#division-order-decimal-result"');
    // The optional tracts are folded behind one "Add a tract" control per series.
    expect(html).toMatch(/<details[^>]*data-series="tract"[^>]*data-row="Tract 2"/);
    expect(html).toContain('Add a tract</summary>');
    expect(html).not.toContain('Remove Tract');
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

  it('says which figure is too long while typing, beside the field and in the result', () => {
    render(
      <ToolWorkbench slug="net-acres" values={{}} submitted={false} consultantFirstName="Ellis" />,
    );
    fireEvent.change(screen.getByLabelText('Your mineral interest'), { target: { value: '1' } });
    const grossAcres = screen.getByLabelText('Gross acres in the tract');
    fireEvent.change(grossAcres, { target: { value: `1${'0'.repeat(40)}` } });
    const message = 'Gross acres is too long: enter at most 30 characters (41 were entered).';
    const result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByText(message)).toBeTruthy();
    expect(screen.queryByTestId('tool-headline')).toBeNull();
    expect(grossAcres.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(message)).toHaveLength(2);
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

  it('"Add a tract" shows the next tract and puts focus on its first field', () => {
    render(
      <ToolWorkbench
        slug="division-order-decimal"
        values={{}}
        submitted={false}
        consultantFirstName="Ellis"
      />,
    );
    const rowOf = (title: string) =>
      document.querySelector<HTMLDetailsElement>(`details[data-row="${title}"]`)!;
    expect(rowOf('Tract 2').open).toBe(false);
    fireEvent.click(screen.getAllByText('Add a tract')[0]!);
    expect(rowOf('Tract 2').open).toBe(true);
    expect(rowOf('Tract 3').open).toBe(false);
    expect(document.activeElement).toBe(
      document.getElementById('division-order-decimal-tract2Acres'),
    );
    expect(screen.getByRole('button', { name: 'Remove Tract 2' })).toBeTruthy();
  });

  it('a row the browser opened just before hydration gets focus on its first field', async () => {
    const props = {
      slug: 'division-order-decimal',
      values: {},
      submitted: false,
      consultantFirstName: 'Ellis',
    } as const;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ToolWorkbench {...props} />);
    document.body.append(container);
    // Enter on the server's "Add a tract": the browser opens the row and hides the control.
    const row = container.querySelector<HTMLDetailsElement>('details[data-row="Tract 2"]')!;
    row.querySelector<HTMLElement>('summary')!.focus();
    row.open = true;
    const root = await act(async () => hydrateRoot(container, <ToolWorkbench {...props} />));
    try {
      expect(document.activeElement).toBe(
        document.getElementById('division-order-decimal-tract2Acres'),
      );
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('removing a tract moves the later tracts up and folds the last', () => {
    render(
      <ToolWorkbench
        slug="division-order-decimal"
        values={{
          ...tenAcres,
          tract2Acres: '20',
          tract2Interest: '1/2',
          tract2Royalty: '1/4',
          tract3Acres: '30',
          tract3Interest: '1',
          tract3Royalty: '1/5',
        }}
        submitted
        consultantFirstName="Ellis"
      />,
    );
    const value = (name: string) =>
      (document.getElementById(`division-order-decimal-${name}`) as HTMLInputElement).value;
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tract 2' }));
    expect(value('tract2Acres')).toBe('30');
    expect(value('tract2Royalty')).toBe('1/5');
    expect(value('tract3Acres')).toBe('');
    expect(document.querySelector<HTMLDetailsElement>('details[data-row="Tract 3"]')!.open).toBe(
      false,
    );
    // The result now counts tract 1 and the former tract 3 only.
    expect(screen.getByText(/30 ac \/ 640 ac x 1\/5 royalty/)).toBeTruthy();
    expect(screen.queryByText(/20 ac \/ 640 ac/)).toBeNull();
  });

  it('a submit with errors moves focus to the first field that needs a look', () => {
    render(
      <ToolWorkbench slug="net-acres" values={{}} submitted={false} consultantFirstName="Ellis" />,
    );
    fireEvent.change(screen.getByLabelText('Gross acres in the tract'), {
      target: { value: 'ten' },
    });
    fireEvent.submit(screen.getByRole('form'));
    expect(document.activeElement).toBe(screen.getByLabelText('Your mineral interest'));
    expect(screen.getByRole('status').textContent).toBe(
      '2 figures need a look before the sum can be done.',
    );
  });

  it('announces the result figures in a polite status', () => {
    render(
      <ToolWorkbench
        slug="net-acres"
        values={{ interest: '1/2', grossAcres: '160' }}
        submitted
        consultantFirstName="Ellis"
      />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/^Net mineral acres: 80/);
  });
});
