import {useState} from 'react';

/** True from the first render where `value` is true on. */
export function useHasBeenTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
