import { useSyncExternalStore } from 'react';

/** The buyer's own searches on this device: newest first, no repeats, at most ten. */
export const HISTORY_KEY = 'tw.searchHistory';
export const HISTORY_LIMIT = 10;

const listeners = new Set<() => void>();
let cache: string[] | null = null;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    // A broken entry (edited by hand, or an old format) is no history.
    return [];
  }
}

function write(list: string[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(HISTORY_KEY);
    else localStorage.setItem(HISTORY_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked (private mode): the history lives for this visit only.
  }
  cache = list;
  listeners.forEach((listener) => listener());
}

export function getSearchHistory(): string[] {
  cache ??= read();
  return cache;
}

export function addSearchHistory(keyword: string): void {
  const entry = keyword.trim();
  if (!entry) return;
  const rest = getSearchHistory().filter((item) => item.toLowerCase() !== entry.toLowerCase());
  write([entry, ...rest].slice(0, HISTORY_LIMIT));
}

export function clearSearchHistory(): void {
  write([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab searched: read the new list.
    if (event.key !== HISTORY_KEY) return;
    cache = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useSearchHistory = () => useSyncExternalStore(subscribe, getSearchHistory, getSearchHistory);
