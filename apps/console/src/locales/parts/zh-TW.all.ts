// Every namespace of zh-TW, one chunk.
export default import.meta.glob('../zh-TW/*.json', { eager: true, import: 'default' });
