import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useFormSubmit } from '../../components/use-form-submit';

type NamePath = (string | number)[];

/**
 * The server names a field by its path in the body (`skus.2.price`, `images.3`, `specs.0.values.1`). The error goes
 * under the form's field with the longest matching path (`['skus', 2, 'price']`, `['images']`, …); one the form has
 * no field for is returned, to be shown above the Save button.
 */
export function placeFieldErrors(form: FormInstance, fields: Record<string, string>): string[] {
  const registered: NamePath[] = form.getFieldsError().map((field) => field.name);
  const placed = new Map<string, { name: NamePath; errors: string[] }>();
  const unplaced: string[] = [];
  for (const [path, text] of Object.entries(fields)) {
    const parts = path.split('.');
    const name = registered
      .filter((candidate) => candidate.length <= parts.length && candidate.every((p, i) => String(p) === parts[i]))
      .sort((a, b) => b.length - a.length)[0];
    if (!name) {
      unplaced.push(text);
      continue;
    }
    const key = name.join('.');
    placed.set(key, { name, errors: [...(placed.get(key)?.errors ?? []), text] });
  }
  form.setFields([...placed.values()]);
  return unplaced;
}

/**
 * Sends the product form: the result message and fresh console data; or the server's messages under their fields,
 * with those it has no field for kept in `problems`.
 */
export function useProductSubmit(form: FormInstance) {
  const [problems, setProblems] = useState<string[]>([]);
  const send = useFormSubmit(form, (fields) => setProblems(placeFieldErrors(form, fields)));

  const submit = <T>(run: () => Promise<T>, success: (result: T) => string): Promise<T | undefined> => {
    setProblems([]);
    return send(run, success);
  };
  return { submit, problems };
}
