// Every namespace of zh-CN, one chunk.
export default import.meta.glob('../zh-CN/*.json', { eager: true, import: 'default' });
