/**
 * The exported surface of an installed package as the TypeScript compiler sees it: each export of
 * its entry point, the members of its classes, interfaces, enums and type aliases (inherited ones included), and
 * whether each is `@deprecated`. What the upgrade-guide check (tests/site/upgrade-guide.test.ts)
 * compares two installs with, independently of the API history the guide is made from.
 */
import path from 'node:path';
import ts from '../../typescript.cjs';
import {compilerOptionsFor} from '../../generate/typedoc/options';
import {compilerOptions, memberName, strictProgram} from './compiler-types';

export interface ExportedSymbol {
  name: string;
  deprecated: boolean;
  /** Its `@deprecated` note as written in the declaration file (deprecationNote). */
  note?: string;
  /** Member name → deprecated (statics and instance members alike, as a reader calls them). */
  members: Map<string, boolean>;
  /** Member name → its `@deprecated` note as written. */
  notes: Map<string, string>;
}

/**
 * A `@deprecated` note as the declaration file writes it: from the tag to the next tag that
 * starts a line, or the comment's end, with the comment's leading `*` removed. Read from the
 * comment's text, not the compiler's tags (which end it at any tag, `@see` mid-sentence too).
 */
function deprecationNote(symbol: ts.Symbol): string | undefined {
  for (const declaration of symbol.declarations ?? []) {
    const comment = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc).at(-1)?.getText();
    const note = comment && /@deprecated\b([\s\S]*?)(?=\n\s*\*\s*@\w|\*\/)/.exec(comment)?.[1];
    if (note !== undefined && note !== null)
      return note
        .split('\n')
        .map((line) => line.replace(/^\s*\*\s?/, ''))
        .join('\n')
        .trim();
  }
  return undefined;
}

const isDeprecated = (symbol: ts.Symbol) => {
  const declarations = symbol.declarations ?? [];
  return (
    declarations.length > 0 &&
    declarations.every((d) => ts.getJSDocTags(d).some((tag) => tag.tagName.text === 'deprecated'))
  );
};

const isPrivate = (member: ts.Symbol) =>
  (member.declarations ?? []).some(
    (d) =>
      (ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Private) !== 0 ||
      (ts.isPropertyDeclaration(d) || ts.isMethodDeclaration(d) ? ts.isPrivateIdentifier(d.name) : false),
  );

/**
 * The exports of `packageName` as resolved from `installDir` (the folder whose node_modules holds
 * it), read with the site's compiler options for a section with these ambient types.
 */
export function exportedSurface(
  installDir: string,
  packageName: string,
  ambientTypes: string[] = [],
): Map<string, ExportedSymbol> {
  const options = compilerOptions({...compilerOptionsFor({ambientTypes}), strict: true});
  const resolved = ts.resolveModuleName(packageName, path.join(installDir, 'index.ts'), options, ts.sys);
  const entry = resolved.resolvedModule?.resolvedFileName;
  if (!entry) throw new Error(`${packageName} does not resolve from ${installDir}`);
  const program = strictProgram(entry, options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${entry}: not a module`);
  const surface = new Map<string, ExportedSymbol>();
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const members = new Map<string, boolean>();
    const notes = new Map<string, string>();
    const add = (member: ts.Symbol) => {
      const name = memberName(member.name);
      members.set(name, isDeprecated(member));
      const note = deprecationNote(member);
      if (note !== undefined) notes.set(name, note);
    };
    if (symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.Enum)) {
      // A class's statics and an enum's members are properties of the value.
      const statics =
        symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Enum)
          ? checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol))
          : [];
      for (const member of [...checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)), ...statics])
        if (member.name !== 'prototype' && !isPrivate(member)) add(member);
    } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
      // A class that became an alias (`type AbstractPowerSyncDatabase = CommonPowerSyncDatabase`)
      // still has the members of what it stands for.
      for (const member of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) add(member);
    }
    const note = deprecationNote(symbol);
    surface.set(exported.name, {
      name: exported.name,
      deprecated: isDeprecated(symbol),
      ...(note !== undefined ? {note} : {}),
      members,
      notes,
    });
  }
  return surface;
}
