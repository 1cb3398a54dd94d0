import { useEffect, useRef, useState } from 'react';
import { checkImageFile, isUploadCancelled, uploadImage, type UploadProblem } from '@/api/upload';

/** A picture picked here: its local preview, its progress, and its url once the server has stored it. */
type Entry = { key: number; preview: string; percent: number; url: string | null; controller: AbortController };

export type ShownImage = {
  key: number | string;
  preview: string;
  /** Null once stored. */
  percent: number | null;
  /** Stored during this visit: says "Upload complete". */
  fresh: boolean;
  remove: () => void;
};

// jsdom and very old browsers have no object URLs: the tile then shows an icon instead of the picture.
const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
const release = (entry: Entry) => {
  if (entry.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(entry.preview);
};
let nextKey = 1;

/**
 * The pictures of one ImageUpload: `urls` (the value) plus the uploads in flight. With `single`, a new picture
 * replaces the current one, which stays the value until the new one is stored.
 */
export function useImageUploads(urls: string[], max: number, single: boolean, commit: (urls: string[]) => void) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const [problem, setProblem] = useState<{ kind: UploadProblem | 'count'; name: string } | null>(null);
  // Two uploads may finish before the parent re-renders: each adds to what the other committed.
  const committed = useRef(urls);
  const all = useRef(entries);
  useEffect(() => {
    committed.current = urls;
  }, [urls]);
  useEffect(() => {
    all.current = entries;
  }, [entries]);
  useEffect(
    () => () =>
      all.current.forEach((entry) => {
        entry.controller.abort();
        release(entry);
      }),
    [],
  );

  const setUrls = (next: string[]) => {
    committed.current = next;
    commit(next);
  };
  const keepOnly = (keep: (entry: Entry) => boolean) =>
    setEntries((list) => {
      list.filter((entry) => !keep(entry)).forEach(release);
      return list.filter(keep);
    });
  const drop = (key: number) => keepOnly((entry) => entry.key !== key);
  const cancel = (entry: Entry) => {
    entry.controller.abort();
    drop(entry.key);
  };
  const update = (key: number, patch: Partial<Entry>) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));

  const start = (file: File) => {
    const entry: Entry = {
      key: nextKey++,
      preview: previewOf(file),
      percent: 0,
      url: null,
      controller: new AbortController(),
    };
    setEntries((list) => [...list, entry]);
    uploadImage(file, (percent) => update(entry.key, { percent }), entry.controller.signal).then(
      ({ url }) => {
        update(entry.key, { url, percent: 100 });
        // The replaced picture's preview is not needed any more.
        if (single) keepOnly((other) => other.key === entry.key || other.url === null);
        setUrls(single ? [url] : [...committed.current, url]);
      },
      (error: unknown) => {
        // The HTTP client has told the user why; a cancelled upload needs no word.
        if (!isUploadCancelled(error)) drop(entry.key);
      },
    );
  };

  const pending = entries.filter((entry) => entry.url === null);
  const room = single ? 1 : max - urls.length - pending.length;

  const add = (files: File[]) => {
    setProblem(null);
    const accepted = files.slice(0, Math.max(room, 0));
    if (files.length > accepted.length) setProblem({ kind: 'count', name: '' });
    for (const file of accepted) {
      const kind = checkImageFile(file);
      if (kind) {
        setProblem({ kind, name: file.name });
        continue;
      }
      // One picture: a new choice takes over from one still on its way.
      if (single) pending.forEach(cancel);
      start(file);
    }
  };

  const shownPending = pending.map((entry): ShownImage => ({
    key: entry.key,
    preview: entry.preview,
    percent: entry.percent,
    fresh: false,
    remove: () => cancel(entry),
  }));
  const shownStored = urls.map((url): ShownImage => {
    const entry = entries.find((candidate) => candidate.url === url);
    return {
      key: entry?.key ?? url,
      preview: entry?.preview || url,
      percent: null,
      fresh: Boolean(entry),
      remove: () => {
        setUrls(committed.current.filter((other) => other !== url));
        if (entry) drop(entry.key);
      },
    };
  });
  const shown = single && shownPending.length > 0 ? shownPending : [...shownStored, ...shownPending];

  return { shown, add, problem, canAdd: single ? shown.length === 0 : room > 0, uploading: pending.length > 0 };
}
