import { act, fireEvent, render, screen } from '@testing-library/react';
import { ImageUploadFields } from './image-upload-fields';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'stake.png', { type: 'image/png' });

function renderZone() {
  const uploaded = jest.fn();
  render(
    <ImageUploadFields
      fileLabel="Picture for the article"
      altLabel="Its alt text (what it shows)"
      buttonLabel="Insert in the article"
      onUploaded={uploaded}
    />,
  );
  return { uploaded, zone: screen.getByTestId('image-drop-zone') };
}

describe('the image drop zone', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue({
      ok: true,
      json: async () => ({ id: 'i1', alt: 'A survey stake', src: '/media/blog/i1-1600.webp' }),
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('takes a dropped picture and refuses to insert it until it has alt text', async () => {
    const { uploaded, zone } = renderZone();
    fireEvent.drop(zone, { dataTransfer: { files: [png()] } });
    expect(screen.getByText('stake.png')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Insert in the article' }));
    const alt = screen.getByRole('textbox', { name: /Its alt text/ });
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(alt);
    expect(screen.getByText(/Describe the picture first/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(uploaded).not.toHaveBeenCalled();

    fireEvent.change(alt, { target: { value: 'A survey stake' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Insert in the article' }));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toContain('alt=A%20survey%20stake');
    expect(uploaded).toHaveBeenCalledWith({
      id: 'i1',
      alt: 'A survey stake',
      src: '/media/blog/i1-1600.webp',
    });
    // Ready for the next picture.
    expect(screen.queryByRole('button', { name: 'Insert in the article' })).toBeNull();
  });

  it('takes a picture chosen through its labelled file input', () => {
    renderZone();
    fireEvent.change(screen.getByLabelText('Picture for the article'), {
      target: { files: [png()] },
    });
    expect(screen.getByText('stake.png')).toBeTruthy();
  });

  it('refuses a file that is not a JPEG, PNG or WebP picture', () => {
    const { zone } = renderZone();
    const pdf = new File(['%PDF'], 'lease.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf] } });
    expect(screen.getByText('Only JPEG, PNG or WebP pictures can be used.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Insert in the article' })).toBeNull();
  });
});
