import React, {Fragment, type ReactNode} from 'react';
import {nameParts} from './name-parts';

/** A name that breaks across lines only between its words (name-parts.ts). */
export default function BreakableName({name}: {name: string}): ReactNode {
  const parts = nameParts(name);
  if (parts.length === 1) return name;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** A text's long names broken between their words; other words as they are. */
export function BreakableText({text}: {text: string}): ReactNode {
  const words = text.split(/(\s+)/);
  return words.map((word, index) => (/\s/.test(word) ? word : <BreakableName key={index} name={word} />));
}
