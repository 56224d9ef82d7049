// Every namespace of ru-RU, one chunk.
export default import.meta.glob('../ru-RU/*.json', { eager: true, import: 'default' });
