import React, {useId} from 'react';
import type {ChangesPageData} from '../../history/changes-page-data';
import type {Pair} from './served-pair';
import styles from './styles.module.css';

/** The form's anchor: an older release's "show them" link lands here (src/history/render.ts). */
const COMPARE_ANCHOR = 'compare';

interface Props {
  page: ChangesPageData;
  pair: Pair;
  /** Without handlers the pickers are read-only and Compare is disabled: the form as served. */
  onPairChange?: (pair: Pair) => void;
  onSubmit?: (event: React.FormEvent) => void;
  /** The comparison's result, under the form. */
  children?: React.ReactNode;
}

/**
 * The compare form's markup: served with the page and shown until the form's code has loaded
 * (index.tsx), then the same markup with the handlers (CompareForm.tsx), so nothing below it
 * moves when the form comes to life. Without JavaScript it stays as served, disabled.
 */
export default function CompareFields({page, pair, onPairChange, onSubmit, children}: Props): React.ReactNode {
  const id = useId();
  const live = Boolean(onPairChange && onSubmit);
  const picker = (which: keyof Pair, label: string) => (
    <span className={styles.picker}>
      <label htmlFor={`${id}-${which}`}>{label}</label>{' '}
      <select
        id={`${id}-${which}`}
        name={which}
        value={pair[which]}
        disabled={!live}
        onChange={(event) => onPairChange?.({...pair, [which]: event.target.value})}
      >
        {page.releases.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
    </span>
  );
  return (
    <section className={styles.compare} aria-labelledby={`${id}-title`} id={COMPARE_ANCHOR} data-release-compare="">
      <h2 className={styles.title} id={`${id}-title`}>
        Compare two releases
      </h2>
      <form className={styles.form} onSubmit={onSubmit}>
        {picker('from', 'From release')}
        {picker('to', 'To release')}
        <button className="button button--primary button--sm" type="submit" disabled={!live}>
          Compare
        </button>
        <button className="button button--secondary button--sm" type="submit" value="guide" disabled={!live}>
          Upgrade guide
        </button>
      </form>
      {children}
    </section>
  );
}
