// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callOf } from '@/mocks/qa/calls';
import {
  fromJson,
  fromSearchParams,
  parseRule,
  toSearch,
  withScenario,
  withoutScenario,
  type Scenario,
} from '@/mocks/qa/scenario';

describe('scenario links', () => {
  it('reads the example link of issue 11', () => {
    expect(fromSearchParams('?mock.latency=3000&mock.preset=empty&mock.fail=POST:/jobs:500')).toEqual({
      scenario: { latency: 3000, preset: 'empty', fail: [{ method: 'POST', path: '/jobs', status: 500 }] },
      errors: [],
    });
  });

  it('leaves the app’s own parameters alone and reads repeated failures in order', () => {
    const { scenario } = fromSearchParams(
      'q=engineer&mock.fail=GET:/jobs/search-jobs:timeout&mock.fail=get:/jobs/{id}:network&page=2',
    );
    expect(scenario).toEqual({
      fail: [
        { method: 'GET', path: '/jobs/search-jobs', status: 'timeout' },
        { method: 'GET', path: '/jobs/{id}', status: 'network' },
      ],
    });
  });

  it('reads mock.offline as a setting of its own, not an unknown one', () => {
    expect(fromSearchParams('?mock.offline=1')).toEqual({ scenario: { offline: true }, errors: [] });
    expect(fromSearchParams('?mock.offline=maybe').errors).toEqual([
      'offline must be 1 or 0 (true or false)',
    ]);
  });

  it('gives back the scenario it wrote, whatever is in it', () => {
    const all: Scenario = {
      preset: 'large',
      as: 'hr@acme.test',
      latency: 10000,
      failRate: 50,
      failStatus: 508,
      fail: [
        { method: 'PATCH', path: '/jobs/update-job-status/{id}/{status}', status: 403 },
        { method: 'POST', path: '/jobs', status: 'network' },
      ],
      offline: true,
    };
    expect(fromSearchParams(toSearch(all))).toEqual({ scenario: all, errors: [] });
    expect(toSearch({ latency: 0, fail: [{ method: 'GET', path: '/jobs/{id}', status: 404 }] })).toBe(
      'mock.latency=0&mock.fail=GET:/jobs/{id}:404',
    );
  });

  it('says what it did not understand and keeps the rest', () => {
    const { scenario, errors } = fromSearchParams(
      'mock.latency=10001&mock.failRate=51&mock.failStatus=418&mock.preset=huge&mock.as=nobody&mock.speed=1&mock.fail=POST:/jobz:500&mock.fail=GET:/jobs/{id}:302&mock.fail=nonsense&mock.failRate=20',
    );
    expect(scenario).toEqual({ failRate: 20 });
    expect(errors).toEqual([
      'latency must be whole milliseconds from 0 to 10000',
      'failRate must be a whole percent from 0 to 50',
      'failStatus must be one of 400, 401, 403, 404, 500, 508, timeout, network',
      'preset must be one of seed, empty, large',
      'as must be the email of a user to sign in as',
      'unknown setting "speed" (known: latency, failRate, failStatus, fail, preset, as, offline)',
      'fail "POST:/jobz:500": POST /jobz is not one of the spec\'s calls',
      'fail "GET:/jobs/{id}:302": the status must be one of 400, 401, 403, 404, 500, 508, timeout, network',
      'fail "nonsense" is not METHOD:PATH:STATUS (for example POST:/jobs:500)',
    ]);
  });

  it('rejects a latency that is not whole milliseconds', () => {
    for (const bad of ['', '-1', '1.5', 'fast'])
      expect(fromSearchParams(`mock.latency=${bad}`).scenario.latency).toBeUndefined();
  });

  it('reads the same settings from JSON, with failures as text or objects', () => {
    expect(
      fromJson({
        latency: 3000,
        failRate: 10,
        failStatus: 'network',
        fail: ['POST:/jobs:500', { method: 'get', path: '/chat/{id}', status: 401 }],
        preset: 'seed',
        as: 'Alex@Demo.test',
      }),
    ).toEqual({
      scenario: {
        latency: 3000,
        failRate: 10,
        failStatus: 'network',
        fail: [
          { method: 'POST', path: '/jobs', status: 500 },
          { method: 'GET', path: '/chat/{id}', status: 401 },
        ],
        preset: 'seed',
        as: 'alex@demo.test',
      },
      errors: [],
    });
    expect(fromJson([1]).errors).toEqual(['a scenario is a JSON object']);
    expect(parseRule('DELETE /zoom/meeting/{id} 404')).toEqual({
      method: 'DELETE',
      path: '/zoom/meeting/{id}',
      status: 404,
    });
  });

  it('puts a scenario on a link in place of an older one, and takes it off again', () => {
    const link = withScenario('http://app.test/job-search?q=dev&mock.latency=1#top', {
      latency: 3000,
      fail: [{ method: 'GET', path: '/jobs/search-jobs', status: 500 }],
    });
    expect(link).toBe(
      'http://app.test/job-search?q=dev&mock.latency=3000&mock.fail=GET:/jobs/search-jobs:500#top',
    );
    expect(withoutScenario(link)).toBe('http://app.test/job-search?q=dev#top');
    // A reset is applied once too.
    expect(withoutScenario('http://app.test/job-search?mockReset&q=dev')).toBe(
      'http://app.test/job-search?q=dev',
    );
  });
});

describe('which call of the spec a request is', () => {
  it('prefers a fixed path over a path with a parameter', () => {
    expect(callOf('GET', '/users/jobseeker-basic-info')).toEqual({
      method: 'GET',
      path: '/users/jobseeker-basic-info',
    });
    expect(callOf('GET', '/users/12')).toEqual({ method: 'GET', path: '/users/{id}' });
    expect(callOf('post', '/jobs?draft=1')).toEqual({ method: 'POST', path: '/jobs' });
    expect(callOf('POST', '/jobs/get-by-ids')).toEqual({ method: 'POST', path: '/jobs/get-by-ids' });
    expect(callOf('GET', '/nothing/here')).toBeUndefined();
  });
});
