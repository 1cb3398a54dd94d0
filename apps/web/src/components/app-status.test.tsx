import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { updateStore } from '@/service-worker/update-store';
import { LastKnownNote } from './last-known-note';
import { OfflineBar } from './offline-bar';
import { UpdatePrompt } from './update-prompt';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

/** A waiting service worker as far as the page sees it: a state, its events, postMessage. */
function waitingWorker() {
  const target = new EventTarget();
  const worker = Object.assign(target, { state: 'installed', postMessage: vi.fn() });
  return worker as unknown as ServiceWorker & { postMessage: ReturnType<typeof vi.fn> };
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => updateStore.set(null));
});

describe('the offline bar and the last-known note', () => {
  it('say so the moment the browser goes offline, and leave when it is back', () => {
    render(
      <>
        <OfflineBar />
        <LastKnownNote />
      </>,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    expect(screen.getByText('Last known state, saved before you went offline')).toBeInTheDocument();
    goOffline(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText('Last known state, saved before you went offline')).not.toBeInTheDocument();
  });
});

describe('the Update prompt', () => {
  it('shows while a new version waits, and tapping it hands over to that version', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    const worker = waitingWorker();
    act(() => updateStore.set(worker));
    expect(screen.getByText('A new version of the app is ready')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});
