// ru-RU's other namespaces, one chunk, fetched before any screen but the first renders.
export default import.meta.glob(
  ['../ru-RU/*.json', '!../ru-RU/{layout,menu,common,identity}.json'],
  {
    eager: true,
    import: 'default',
  },
);
