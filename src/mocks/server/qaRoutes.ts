import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyScenario, currentScenario } from '../qa/apply';
import { loggedCalls } from '../qa/callLog';
import { fromJson } from '../qa/scenario';
import { exportState, importState, parseStateFile } from '../qa/stateFile';
import { readBody } from './body';

/**
 * The QA kit over HTTP (docs/qa.md), for tests that drive the Node mock server:
 * - POST /__mock/scenario {"latency":3000,"fail":["POST:/jobs:500"]}: the same settings as a scenario link;
 *   400 with the reasons and nothing applied when a setting is not understood;
 * - GET /__mock/scenario: the current settings; GET /__mock/calls: the call log;
 * - GET /__mock/state: the whole state file; POST /__mock/state: loads one.
 */
const readJson = async (req: IncomingMessage) => (await readBody(req)).toString('utf8');

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/** Answers a /__mock/ QA route; false when the path is not one. */
export async function answerQa(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const route = `${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`;
  switch (route) {
    case 'GET /__mock/scenario':
      send(res, 200, currentScenario());
      return true;
    case 'POST /__mock/scenario': {
      let body: unknown;
      try {
        body = JSON.parse((await readJson(req)) || '{}');
      } catch {
        send(res, 400, { errors: ['the body is not JSON'] });
        return true;
      }
      const { scenario, errors } = fromJson(body);
      if (errors.length) {
        send(res, 400, { errors });
        return true;
      }
      const applied = applyScenario(scenario);
      send(res, applied.errors.length ? 422 : 200, {
        scenario: currentScenario(),
        session: applied.session ?? null,
        errors: applied.errors,
      });
      return true;
    }
    case 'GET /__mock/calls':
      send(res, 200, loggedCalls());
      return true;
    case 'GET /__mock/state':
      send(res, 200, exportState(null));
      return true;
    case 'POST /__mock/state': {
      const file = parseStateFile(await readJson(req));
      if (typeof file === 'string') send(res, 400, { errors: [file] });
      else send(res, 200, { session: importState(file) });
      return true;
    }
    default:
      return false;
  }
}
