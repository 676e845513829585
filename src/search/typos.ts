/**
 * String algorithms behind typo tolerance. How many typos a term may have and how much a typo
 * match weighs are ranking choices: see RANKING.typos in ranking.ts.
 */

/** Restricted Damerau–Levenshtein distance: a swap of two adjacent letters is one typo, as on Algolia. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[i].push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i].push(d);
    }
  }
  return rows[a.length][b.length];
}

/** Adjacent-letter swaps of a term ("tabel" → "table"), each at one typo from it. */
export function transpositions(term: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < term.length - 1; i++) {
    if (term[i] === term[i + 1]) continue;
    out.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...out];
}
