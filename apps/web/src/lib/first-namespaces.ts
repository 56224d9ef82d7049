// The namespaces the first page a visitor opens needs (the public layout, the login screen, the
// root shell's titles): fetched before the first render, in the language's first chunk. The
// others come in a second chunk before any other screen renders (lib/i18n.ts, app/routes.tsx).
// Each language's locales/parts/<lang>.first.ts gathers exactly these (lib/i18n.test.ts holds them
// to this list).
export const FIRST_NAMESPACES = ['layout', 'menu', 'common', 'identity'];
