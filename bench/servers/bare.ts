// The baseline: a bare Fastify route answering a fixed JSON object, no logging, no database.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = {
  status: 1,
  result: {
    productName: 'Tradebridge',
    appFileUrl: '/finance-gateway/files/',
    appRealUrl: '/',
    onlyFiat: false,
    merchantLoadLogoBase64: '',
    merchantTabLogo: '',
    merchantMenuLogo: '',
  },
};
app.post('/finance-gateway/api/mer/configDetail.json', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' ? address?.port : 0 })}\n`,
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
