/**
 * Which React components render while queries are typed into the search modal, letter by
 * letter (commits counted through the hook React DevTools uses, as tests/e2e/load-work.spec.ts
 * counts them): components per keystroke, and the components that render most, each named by
 * the start of its function (minified names say little).
 *   node --import tsx bench/probes/modal-renders.ts http://127.0.0.1:4700/powersync-js/ [q1,q2,…]
 */
import {SEARCH_QUERIES} from '../lib/search-latency';
import {launchChromium} from '../lib/chromium-flags';
import {docSearchUi} from '../sites';

const [url, list] = process.argv.slice(2);
if (!url) throw new Error('usage: modal-renders.ts URL [queries, comma-separated]');
const queries = list ? list.split(',') : SEARCH_QUERIES;

const HOOK = `
  window.__renders = new Map();
  window.__counting = false;
  let seen = new WeakSet();
  const nameOf = (type) => {
    const fn = typeof type === 'function' ? type : type && (type.render || type.type);
    if (typeof fn !== 'function') return String(type && type.$$typeof && type.$$typeof.toString());
    return (fn.displayName || fn.name || '?') + ' ' + fn.toString().replace(/\\s+/g, ' ').slice(0, 90);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(), inject() { return 1; }, checkDCE() {},
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      const next = new WeakSet();
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          next.add(f);
          const component = f.type !== null && typeof f.type !== 'string';
          if (window.__counting && component && !seen.has(f) && (f.flags & 1) === 1) {
            const name = nameOf(f.type);
            window.__renders.set(name, (window.__renders.get(name) || 0) + 1);
          }
          if (f.child) walk(f.child);
        }
      };
      walk(root.current.child);
      seen = next;
    },
  };
`;

const browser = await launchChromium();
try {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(HOOK);
  await page.goto(url, {waitUntil: 'load'});
  await docSearchUi.open(page);
  const input = page.locator(docSearchUi.input);
  await input.pressSequentially('Table', {delay: 80});
  await page.waitForSelector(docSearchUi.hit);
  let keystrokes = 0;
  for (const query of queries) {
    await input.fill('');
    await page.waitForTimeout(300);
    await page.evaluate(() => ((window as unknown as {__counting: boolean}).__counting = true));
    for (const key of query) {
      await page.keyboard.type(key);
      keystrokes += 1;
      await page.waitForTimeout(150);
    }
    await page.evaluate(() => ((window as unknown as {__counting: boolean}).__counting = false));
  }
  const renders = await page.evaluate(() => [...(window as unknown as {__renders: Map<string, number>}).__renders]);
  const total = renders.reduce((sum, [, n]) => sum + n, 0);
  console.log(`${keystrokes} keystrokes: ${(total / keystrokes).toFixed(1)} components rendered per keystroke`);
  for (const [name, n] of renders.sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${(n / keystrokes).toFixed(1).padStart(6)}  ${name}`);
} finally {
  await browser.close();
}
