// How both apps split their bundles (used by apps/web and apps/console vite configs).
// - React and the router change rarely: their own long-cached chunk.
// - An app's texts (its locales and the ui package's) come one chunk per language, fetched only
//   for the language in use. Contracts' error texts are imported statically, so they stay out.
const LOCALE_FILE =
  /(?:apps[\\/](?:web|console)|packages[\\/]ui)[\\/]src[\\/]locales[\\/]([a-zA-Z-]+)[\\/][^\\/]+\.json$/;

export const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  {
    name: (id: string) => {
      const language = LOCALE_FILE.exec(id)?.[1];
      return language ? `texts-${language}` : null;
    },
    test: LOCALE_FILE,
  },
];
