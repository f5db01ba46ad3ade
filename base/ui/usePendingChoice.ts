import { useState } from 'react';

/**
 * A choice shown at once while the server takes it: what was picked, until the server's value
 * moves on (`version` changes with every refreshed cart) or the call fails (`drop`).
 */
export function usePendingChoice<T>(serverValue: T, version: number) {
  const [picked, setPicked] = useState<{ value: T; version: number } | null>(null);
  const value = picked && picked.version === version ? picked.value : serverValue;
  return {
    value,
    pick: (next: T) => setPicked({ value: next, version }),
    drop: () => setPicked(null),
  };
}
