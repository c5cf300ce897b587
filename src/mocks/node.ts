import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for Node (vitest): the same handlers and store as in the browser. */
export const server = setupServer(...handlers);
