// How both apps split their bundles (used by apps/web and apps/console vite configs). A phone on
// HTTP/1.1 opens six connections to a host, so every chunk a page waits for costs a round trip:
// the first page (login) fetches the entry, React and one chunk of libraries; a signed-in page
// one more chunk of libraries and one of the app's shared code, kept for every later screen, and
// its own screen's. Each language's texts come in a chunk or two of their own
// (locales/parts/<lang>.<part>.ts), and its antd, dayjs, ui and error texts in one more
// (packages/ui/src/i18n/packs/<lang>.ts): those are modules of their own, not groups here.
const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** A library's texts of one language (antd's, its pickers', dayjs's): they go with its pack. */
const LIBRARY_LOCALE = /[\\/]node_modules[\\/].*[\\/]locale[\\/]/;
const library = (id: string) => NODE_MODULES.test(id) && !LIBRARY_LOCALE.test(id);
/**
 * rc-pagination's default texts are Chinese: its component and the zh-CN pack both import them. In
 * a chunk of their own (half a kilobyte), the pack needs nothing from the signed-in pages' libraries.
 */
const PAGINATION_DEFAULT_LOCALE = /@rc-component[\\/]pagination[\\/]es[\\/]locale[\\/]zh_CN\.js$/;
const APP_CODE = /[\\/](apps|packages)[\\/][^\\/]+[\\/]src[\\/]/;
/** A module the entry imports statically, directly or not: part of the first page. */
const FIRST = ['$initial' as const];

export const chunkGroups = () => [
  {
    // React and the router change rarely: their own long-cached chunk.
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 3,
  },
  { name: 'vendor-first', test: library, tags: FIRST, priority: 2 },
  { name: 'vendor-locale', test: PAGINATION_DEFAULT_LOCALE, priority: 2 },
  { name: 'vendor', test: library, priority: 1 },
  { name: 'app-first', test: APP_CODE, tags: FIRST, priority: 1 },
  // The app's code that two screens or more share; a screen's own code stays in its chunk.
  { name: 'app-shared', test: APP_CODE, minShareCount: 2, priority: 0 },
];
