import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { toast } from './toast';

describe('toast', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows success, error and info toasts for 1200 ms', () => {
    const show = vi.spyOn(Toast, 'show');
    toast.success('Saved');
    toast.error('Nope');
    toast.info('Hello');
    expect(show.mock.calls.map(([props]) => props)).toEqual([
      expect.objectContaining({ content: 'Saved', icon: 'success', duration: 1200 }),
      expect.objectContaining({ content: 'Nope', icon: 'fail', duration: 1200 }),
      expect.objectContaining({ content: 'Hello', duration: 1200 }),
    ]);
  });

  it('really renders with React 19 (the antd-mobile render adapter is installed)', async () => {
    toast.info('Visible text');
    expect(await screen.findByText('Visible text')).toBeInTheDocument();
  });

  it('keeps a loading toast until it is closed', async () => {
    const close = toast.loading('Working');
    expect(await screen.findByText('Working')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(screen.getByText('Working')).toBeInTheDocument();
    close();
    await waitFor(() => expect(screen.queryByText('Working')).not.toBeInTheDocument());
  });
});
