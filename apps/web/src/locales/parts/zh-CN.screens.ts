// zh-CN's other namespaces, one chunk, fetched before any screen but the first renders.
export default import.meta.glob(
  ['../zh-CN/*.json', '!../zh-CN/{layout,menu,common,identity}.json'],
  {
    eager: true,
    import: 'default',
  },
);
