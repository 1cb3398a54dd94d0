import { useMemo, useState } from 'react';

/** Which products' pictures are still on their way: the review waits for all of them. */
export function useUploading(count: number) {
  const [busy, setBusy] = useState<readonly boolean[]>(() => Array<boolean>(count).fill(false));
  // One stable callback per product: ImageUpload reports again whenever its callback changes.
  const reporters = useMemo(
    () =>
      Array.from(
        { length: count },
        (_, index) => (uploading: boolean) =>
          setBusy((list) => (list[index] === uploading ? list : list.map((b, i) => (i === index ? uploading : b)))),
      ),
    [count],
  );
  return { uploading: busy.some(Boolean), reporterFor: (index: number) => reporters[index] };
}
