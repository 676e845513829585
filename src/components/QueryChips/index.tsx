/**
 * The query's operators (`kind:hook`, `sdk:web`, `-> SyncStatus`…) shown as chips under a
 * search input, each a button that removes its operator from the query. Used by the modal
 * (DocSearch's input) and the search page (the theme's input): both inputs belong to other
 * components, so the chips follow the input's own `input` events and edit it the way typing
 * does (native value setter, then an `input` event React and DocSearch listen to).
 * Chip labels are React text: a query with markup stays text.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {parseQuery, withoutChip, type Chip, type Section} from '@site/src/search/query-syntax';
import styles from './styles.module.css';

/** Replaces an input's value as if the reader had typed it. */
export function setInputValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (setter) setter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

function useInputValue(input: HTMLInputElement): string {
  const [value, setValue] = useState(input.value);
  useEffect(() => {
    const update = () => setValue(input.value);
    update();
    input.addEventListener('input', update);
    return () => input.removeEventListener('input', update);
  }, [input]);
  return value;
}

export default function QueryChips({
  input,
  sections,
}: {
  input: HTMLInputElement;
  sections: readonly Section[];
}): ReactNode {
  const value = useInputValue(input);
  const {chips} = parseQuery(value, sections);
  if (chips.length === 0) return null;
  const remove = (chip: Chip) => {
    setInputValue(input, withoutChip(input.value, chip));
    input.focus();
  };
  return (
    <ul className={styles.chips} aria-label="Search filters">
      {chips.map((chip) => (
        <li key={`${chip.kind}-${chip.start}`}>
          <button
            type="button"
            className={styles.chip}
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => remove(chip)}
          >
            <span>{chip.label}</span>
            <span aria-hidden="true" className={styles.remove}>
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
