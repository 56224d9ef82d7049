// Every namespace of en-US, one chunk.
export default import.meta.glob('../en-US/*.json', { eager: true, import: 'default' });
