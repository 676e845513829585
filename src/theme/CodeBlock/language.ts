/** The block's language, lower-cased as Prism's grammars are (`language-JavaScript` → javascript). */
export function blockLanguage(className: string | undefined, fallback: string | undefined): string {
  const fromClass = className
    ?.split(' ')
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  return (fromClass ?? fallback ?? 'text').toLowerCase();
}
