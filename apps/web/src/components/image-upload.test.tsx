import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletApi } from '@tradewind/contract';
import { installFakeXhr, type FakeXhr } from '@/test/fake-xhr';
import { ImageUpload } from './image-upload';

const STORED = '/uploads/private/0123456789abcdef0123456789abcdef.png';
const png = (name = 'receipt.png', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const picker = (label = 'Upload payment evidence') => screen.getByLabelText(label, { selector: 'input' });

function Evidence() {
  const [url, setUrl] = useState('');
  return (
    <>
      <ImageUpload label="Upload payment evidence" value={url} onChange={setUrl} />
      <output aria-label="value">{url}</output>
    </>
  );
}

let requests: FakeXhr[];
beforeEach(() => {
  requests = installFakeXhr();
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (URL as Partial<typeof URL>).createObjectURL;
  delete (URL as Partial<typeof URL>).revokeObjectURL;
});

describe('ImageUpload', () => {
  it('previews the picture, shows its progress, then "Upload complete" with the stored url as the value', async () => {
    const user = userEvent.setup();
    render(<Evidence />);
    await user.upload(picker(), png());
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', url: WalletApi.upload, timeout: 60_000 });
    expect(request.headers['content-type']).toBe('image/png');
    expect(request.body).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', 'blob:preview');

    act(() => request.progress(42, 100));
    expect(screen.getByText('Uploading… 42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Picture 1' })).toHaveAttribute('aria-valuenow', '42');

    await act(async () => request.respond(200, { code: 1, msg: 'OK', data: { url: STORED, width: 10, height: 10 } }));
    expect(await screen.findByText('Upload complete')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent(STORED);

    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.getByRole('status', { name: 'value' })).toBeEmptyDOMElement();
    expect(screen.queryByRole('img', { name: 'Picture 1' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a picture, or is over 5 MB, before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Evidence />);
    await user.upload(picker(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('“notes.txt” is not a JPEG, PNG or WebP picture');
    await user.upload(picker(), png('huge.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('“huge.png” is larger than 5 MB');
    expect(requests).toHaveLength(0);
  });

  it('takes up to `max` pictures and then hides the picker tile', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ImageUpload label="Add review pictures" max={2} value={[]} onChange={onChange} />);
    await user.upload(picker('Add review pictures'), [png('a.png'), png('b.png'), png('c.png')]);
    expect(requests).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('You can add at most 2 pictures');
    expect(screen.queryByText('Add review pictures')).not.toBeInTheDocument();
    await act(async () => requests[0].respond(200, { code: 1, data: { url: STORED, width: 1, height: 1 } }));
    expect(onChange).toHaveBeenLastCalledWith([STORED]);
  });
});
