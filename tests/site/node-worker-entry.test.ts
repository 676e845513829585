/**
 * The Node SDK's second entry point, `@powersync/node/worker.js` (the custom worker its
 * README sets up), is documented in the node-sdk section: every export its published
 * declarations give has an ordinary symbol page at the section's usual routes, in the
 * sidebar and on the globals page, with an import line naming the subpath. The exports are
 * read from the installed package (package.json "exports", then lib/*.d.ts), not from the
 * site's manifest, so the test checks the site against what consumers can import.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {loadHtml} from '../../src/tooling/load-html';
import ts from '../../src/typescript.cjs';
import {readSiteSettings} from '../../src/site-settings';
import {builtPageHtml as pageHtml} from './build-files';
import {listBuildFiles} from '../../src/tooling/build-output';

const buildDir = path.resolve('build');
const {baseUrl} = readSiteSettings();
const packageRoot = path.resolve('node_modules/@powersync/node');
const SPECIFIER = '@powersync/node/worker.js';

interface WorkerExport {
  name: string;
  route: string;
  importLine: string;
  declaration: ts.Declaration;
}

/** The exports of `@powersync/node/worker.js` as TypeScript sees them in the published declarations. */
function workerExports(): WorkerExport[] {
  const packageJson = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8'));
  const typesFile = path.join(packageRoot, packageJson.exports['./worker.js'].import.types);
  const program = ts.createProgram([typesFile], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(typesFile)!)!;
  return checker.getExportsOfModule(moduleSymbol).map((exported) => {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations![0];
    const [folder, typeOnly] = ts.isFunctionDeclaration(declaration)
      ? ['functions', false]
      : ts.isInterfaceDeclaration(declaration)
        ? ['interfaces', true]
        : ts.isTypeAliasDeclaration(declaration)
          ? ['type-aliases', true]
          : ts.isClassDeclaration(declaration)
            ? ['classes', false]
            : ts.isEnumDeclaration(declaration)
              ? ['enumerations', false]
              : ['variables', false];
    return {
      name: exported.name,
      route: `node-sdk/${folder}/${exported.name}`,
      importLine: `import ${typeOnly ? 'type ' : ''}{ ${exported.name} } from '${SPECIFIER}';`,
      declaration,
    };
  });
}

/** Signature text compared token by token: line breaks and spaces around punctuation do not count. */
const normalizeSignature = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([()<>{}[\]:;,?=|&])\s*/g, '$1')
    .trim();

const exports = workerExports();

test('the worker entry point exports what the README uses (so the checks below are not vacuous)', () => {
  const names = exports.map((e) => e.name).sort();
  for (const name of ['PowerSyncWorkerOptions', 'getPowerSyncExtensionFilename', 'startPowerSyncWorker']) {
    assert.ok(names.includes(name), `${SPECIFIER} no longer exports ${name}: ${names.join(', ')}`);
  }
});

test('every export of @powersync/node/worker.js has a node-sdk page importing it from the subpath', () => {
  for (const exported of exports) {
    const page = loadHtml(pageHtml(exported.route));
    const title = page('article h1')
      .first()
      .text()
      .replace(/\u200b/g, '')
      .replace(/^[A-Za-z ]+:\s+/, '');
    assert.equal(title.match(/^[\w$]+/)?.[0], exported.name, `${exported.route}: title "${title}"`);
    assert.equal(page('[data-import-line]').text(), exported.importLine, `${exported.route}: import line`);
    assert.equal(
      page('meta[name=description]').attr('content')?.includes(SPECIFIER),
      true,
      `${exported.route}: description`,
    );
    // In the node section's sidebar: the page's own link is the current one.
    const current = page('.theme-doc-sidebar-menu a[aria-current=page]').attr('href');
    assert.equal(current, `${baseUrl}${exported.route}`, `${exported.route}: sidebar`);
  }
});

test('the node-sdk globals page lists the worker exports', () => {
  const links = new Set(
    loadHtml(pageHtml('node-sdk/globals'))('article a[href]')
      .map((_, a) => a.attribs.href)
      .get(),
  );
  for (const exported of exports)
    assert.ok(links.has(`${baseUrl}${exported.route}`), `globals has no link to ${exported.route}`);
});

test("startPowerSyncWorker's signature is the one lib/*.d.ts declares", () => {
  const start = exports.find((e) => e.name === 'startPowerSyncWorker')!;
  const declared = start.declaration.getText().replace(/^export\s+declare\s+/, '');
  assert.match(declared, /^function startPowerSyncWorker\(/);
  const page = loadHtml(pageHtml(start.route));
  const rendered = page('article pre').first().text();
  assert.equal(normalizeSignature(rendered), normalizeSignature(declared));
});

test('main entry pages keep their import line, and the section has no module folders', () => {
  const page = loadHtml(pageHtml('node-sdk/classes/PowerSyncDatabase'));
  assert.equal(page('[data-import-line]').text(), "import { PowerSyncDatabase } from '@powersync/node';");
  const folders = [
    ...new Set(
      listBuildFiles(buildDir)
        .map((file) => file.split('/'))
        .filter((parts) => parts[0] === 'node-sdk' && parts.length > 2)
        .map((parts) => parts[1]),
    ),
  ].sort();
  assert.deepEqual(folders, ['classes', 'enumerations', 'functions', 'interfaces', 'type-aliases', 'variables']);
});
