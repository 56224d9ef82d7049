// zh-TW's other namespaces, one chunk, fetched before any screen but the first renders.
export default import.meta.glob(
  ['../zh-TW/*.json', '!../zh-TW/{layout,menu,common,identity}.json'],
  {
    eager: true,
    import: 'default',
  },
);
