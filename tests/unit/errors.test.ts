// @vitest-environment node
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { isApiError, messageFor, toApiError } from '@/api/errors';

const response = (status: number, data: unknown): AxiosResponse =>
  ({ status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } }) as AxiosResponse;
const failed = (status: number, data: unknown = {}) =>
  new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, undefined, response(status, data));

describe('the error catalogue (spec section 8)', () => {
  it.each([
    [401, { message: 'token expired' }, 'UNAUTHORIZED', 'Unauthorized'],
    [404, {}, 'NOT_FOUND', 'Api not found'],
    [400, { error: 'Not Found', message: 'x' }, 'NOT_FOUND', 'Api not found'],
    [500, { message: 'NullPointerException' }, 'SERVER_ERROR', 'Internal server error'],
    [508, {}, 'TIMEOUT', 'Time Out'],
    [400, { message: 'Email already registered' }, 'REJECTED', 'Email already registered'],
    [409, 'Plain text reason', 'REJECTED', 'Plain text reason'],
    [422, {}, 'REJECTED', 'Error'],
    [400, '<html>bad gateway</html>', 'REJECTED', 'Error'],
  ])('%i %j -> %s %s', (status, body, code, message) => {
    const e = toApiError(failed(status, body));
    expect(e).toMatchObject({ code, message, status });
    expect(e.payload).toEqual(body);
  });

  it("says 'Error' when the request never got an answer", () => {
    expect(toApiError(new AxiosError('Network Error', 'ERR_NETWORK'))).toMatchObject({
      code: 'NO_RESPONSE',
      message: 'Error',
    });
  });

  it("says 'Time Out' when the client gave up waiting", () => {
    expect(toApiError(new AxiosError('timeout', 'ECONNABORTED'))).toMatchObject({
      code: 'TIMEOUT',
      message: 'Time Out',
    });
  });

  it('passes an ApiError through and never mistakes an AxiosError for one', () => {
    const apiError = toApiError(failed(500));
    expect(isApiError(apiError)).toBe(true);
    expect(toApiError(apiError)).toBe(apiError);
    expect(isApiError(failed(500))).toBe(false);
  });

  it("uses an action's own message only outside the catalogue", () => {
    expect(messageFor(toApiError(failed(400, { message: 'nope' })), 'could not fetch profile')).toBe(
      'could not fetch profile',
    );
    expect(messageFor(toApiError(failed(500)), 'could not fetch profile')).toBe('Internal server error');
    expect(messageFor(toApiError(failed(400, { message: 'nope' })))).toBe('nope');
  });
});
