import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { clearToasts, toast } from './toast';

describe('toast', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearToasts();
  });

  it('shows a message for 1200 ms; an error is announced at once', () => {
    vi.useFakeTimers();
    toast.success('Saved');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    vi.advanceTimersByTime(1199);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    toast.error('Nope');
    expect(screen.getByRole('alert')).toHaveTextContent('Nope');
  });

  it('shows one message at a time: a new one takes the place of the last', () => {
    toast.info('First');
    toast.info('Second');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Second');
  });

  it('keeps a loading toast until it is closed, and shows markup as text', () => {
    vi.useFakeTimers();
    const close = toast.loading('<b>Working</b>');
    vi.advanceTimersByTime(10_000);
    expect(screen.getByRole('status')).toHaveTextContent('<b>Working</b>');
    close();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('with an action, offers it as a button and stays long enough to tap it, and while it is being used', async () => {
    vi.useFakeTimers();
    const onPress = vi.fn();
    toast.success('Added to your bag', { action: { label: 'View bag', onPress } });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Added to your bag');
    const action = screen.getByRole('button', { name: 'View bag' });
    vi.advanceTimersByTime(1200);
    expect(action).toBeInTheDocument();
    // A finger or the focus on it holds it.
    action.focus();
    vi.advanceTimersByTime(10_000);
    expect(action).toBeInTheDocument();
    action.click();
    expect(onPress).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    toast.success('Added to your bag', { action: { label: 'View bag', onPress } });
    vi.advanceTimersByTime(4999);
    expect(screen.getByRole('button', { name: 'View bag' })).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(screen.queryByRole('button', { name: 'View bag' })).not.toBeInTheDocument();
  });
});
