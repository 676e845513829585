/**
 * An object type's body, `{ readonly debug: 20; name?: string; … }`, as typedoc-plugin-markdown's
 * `declarationType` partial writes it in a code block (one member per line, nested types indented
 * further), but written from each member's flags: the stock partial drops `readonly`, so the type
 * of an `as const` object (`{ readonly debug: 20 }`) read as another type (`{ debug: 20 }`).
 * Only the code-block layout is ours; the theme keeps the stock partial without code blocks.
 */
import type {DeclarationReflection} from 'typedoc';
import type {MarkdownThemeContext} from 'typedoc-plugin-markdown';

type Partials = MarkdownThemeContext['partials'];
type ObjectTypeOptions = Parameters<Partials['declarationType']>[1];
/** What the body is written with: the theme's partials (so type links stay) and helpers. */
type Writer = Pick<MarkdownThemeContext, 'partials' | 'helpers'>;

/**
 * A property name as typedoc-plugin-markdown writes it in a code block (its `getPropertyName`,
 * which the package does not export, so its one rule is repeated here, for the page model's
 * tokens too): quoted unless an identifier, a number or a computed `[key]` (`"content-type"`).
 */
export const propertyName = (name: string) =>
  /^([A-Z_$][\w$]*|\d+|\[[^\]]+\])$/i.test(name) ? name : JSON.stringify(name);

/** Markdown's escapes of the stock `backTicks` for a name holding `|` or `\`. */
const escapeMarkdown = (text: string) => text.replace(/[\\<>{}_`|[\]]/g, (char) => `\\${char}`);

/** A name in backticks (which the code block drops), as the stock partial writes it. */
function backTicks(text: string): string {
  if (/[|\\]/.test(text)) return escapeMarkdown(text);
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** A member's type indented under its name, as the stock partial indents it. */
function indentBlock(content: string): string {
  const lines = content.split('\n');
  return lines
    .filter((line) => line.length > 0)
    .map((line, index) => {
      if (index === 0) return line;
      if (index === lines.length - 1) return line.trim().startsWith('}') ? line : `  ${line}`;
      return `   ${line}`;
    })
    .join('\n');
}

/** One member's lines: a method per signature, else an accessor or a property (with its `readonly`). */
function memberLines(writer: Writer, member: DeclarationReflection, options: ObjectTypeOptions): string[] {
  const {partials, helpers} = writer;
  const forceCollapse = options?.forceCollapse;
  const optionalName = backTicks(propertyName(member.name) + (member.flags?.isOptional ? '?' : ''));
  if (member.signatures?.length)
    return member.signatures.map(
      (signature) =>
        `  ${indentBlock(`${optionalName}${partials.functionType([signature], {typeSeparator: ': ', forceCollapse})}`)};`,
    );
  const name = member.getSignature
    ? `get ${backTicks(propertyName(member.name))}()`
    : member.setSignature
      ? `set ${backTicks(propertyName(member.name))}${
          member.setSignature.parameters
            ? partials.signatureParameters(member.setSignature.parameters, {forceExpandParameters: true})
            : '()'
        }`
      : `${member.flags?.isReadonly ? 'readonly ' : ''}${optionalName}`;
  const type = partials.someType(helpers.getDeclarationType(member), options);
  return [`  ${name}: ${indentBlock(type)};`];
}

/** The object type `model` (a type literal's declaration) as a code block's lines, `\{` to `\}`. */
export function objectTypeBody(writer: Writer, model: DeclarationReflection, options: ObjectTypeOptions): string {
  const {partials} = writer;
  const lines = ['\\{'];
  if (model.indexSignatures?.length)
    lines.push(
      model.indexSignatures
        .map((indexSignature) => {
          const key = indexSignature.parameters
            ? indexSignature.parameters.map(
                (parameter) => `\\[${backTicks(parameter.name)}: ${partials.someType(parameter.type)}\\]`,
              )
            : '';
          return `${key}: ${partials.someType(indexSignature.type)};`;
        })
        .join('\n'),
    );
  if (model.signatures)
    lines.push(
      `${partials.functionType(model.signatures, {typeSeparator: ': ', forceCollapse: options?.forceCollapse})};`,
    );
  if (model.children) lines.push(model.children.flatMap((member) => memberLines(writer, member, options)).join('\n'));
  lines.push('\\}');
  return lines.join('\n');
}
