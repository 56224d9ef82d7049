// zh-TW's first part: the namespaces of FIRST_NAMESPACES (lib/first-namespaces.ts), one chunk.
export default import.meta.glob('../zh-TW/{layout,menu,common,identity}.json', {
  eager: true,
  import: 'default',
});
