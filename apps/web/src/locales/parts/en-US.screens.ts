// en-US's other namespaces, one chunk, fetched before any screen but the first renders.
export default import.meta.glob(
  ['../en-US/*.json', '!../en-US/{layout,menu,common,identity}.json'],
  {
    eager: true,
    import: 'default',
  },
);
