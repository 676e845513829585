/**
 * The tslib helpers @docusaurus/utils-common's CommonJS index calls, for the browser bundle
 * (./index.ts). It is the only browser module that requires tslib, and a `require` keeps
 * every helper tslib exports (≈4 KiB gzip on every page) for the one it calls.
 * `tests/unit/lean-client.test.ts` fails when utils-common calls a helper missing here.
 */

/** As tslib's: a CommonJS module's exports as an ES module's default export. */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
