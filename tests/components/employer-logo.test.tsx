import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { failNext } from '@/mocks/http';
import { renderApp } from './render';

/** A file of `bytes` that begins as a PNG does (the mock refuses one that is no image). */
const png = (bytes: number) => {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([data], 'logo.png', { type: 'image/png' });
};

describe('the company logo', () => {
  it('says at the field when the file is too big or not an image, without sending it', async () => {
    const { user } = renderApp('/employer/settings', { user: 'employer' });
    const input = await screen.findByLabelText('Logo file');
    // A button, not a label dressed as one, opens the picker.
    expect(screen.getByRole('button', { name: /Upload logo|Replace logo/ }).tagName).toBe('BUTTON');
    await user.upload(input, png(3 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent('The logo must be 2 MB or smaller.');
    expect(input).toHaveAccessibleDescription('The logo must be 2 MB or smaller.');
    // A file picker can still hand over another type (the "All files" choice).
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPG, SVG or WebP image.');
    expect(db().companies[0].logoUrl ?? null).toBeNull();
  });

  it('a refused upload says the spec’s words at the field, as the toast does, and a good one clears it', async () => {
    const { user } = renderApp('/employer/settings', { user: 'employer' });
    const input = await screen.findByLabelText('Logo file');
    failNext({ path: '/company/logo', status: 400 });
    await user.upload(input, png(1000));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Could not upload file'));
    expect(screen.queryByText('Bad Request')).not.toBeInTheDocument();
    await user.upload(input, png(1000));
    await waitFor(() => expect(input).toHaveAccessibleDescription('PNG, JPG, SVG or WebP, up to 2 MB.'));
    expect(db().companies[0].logoUrl).toBeTruthy();
  });

  it('a file named .png that is no image is refused, said at the field, and the logo kept', async () => {
    const { user } = renderApp('/employer/settings', { user: 'employer' });
    const input = await screen.findByLabelText('Logo file');
    await user.upload(input, png(1000));
    await waitFor(() => expect(db().companies[0].logoUrl).toBeTruthy());
    const kept = db().companies[0].logoUrl;
    await user.upload(input, new File(['just some text'], 'bad.png', { type: 'image/png' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Could not upload file'));
    expect(db().companies[0].logoUrl).toBe(kept);
  });
});
