import { createHashRouter } from 'react-router';
import { createRoutes } from './routes.tsx';

export const createRouter = () => createHashRouter(createRoutes());
