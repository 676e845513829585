// The types of ./typescript.cjs: TypeScript's own.
// eslint-disable-next-line @typescript-eslint/no-require-imports
import ts = require('typescript');
export = ts;
