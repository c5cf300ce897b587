/**
 * Mock mode's stand-in for `tough-cookie` (vite.config.ts points the browser build's import of it here).
 *
 * MSW emulates the cookies that mocked responses set with tough-cookie's cookie jar, which brings a public-suffix
 * list (tldts): about 270 KB of the in-browser backend's 513 KB, downloaded and evaluated on every page load of the
 * demo. The mock backend authenticates with bearer tokens (spec section 3) and sets no cookie, so its jar stays
 * empty: this is that empty jar, with the three names MSW imports (msw/lib/core/utils/cookieStore). Cookies the
 * page itself sets (`document.cookie`) still reach the handlers; MSW reads those without the jar.
 */
export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  constructor(_store?: MemoryCookieStore) {}
  getCookiesSync(_url: string): { key: string; value: string }[] {
    return [];
  }
  async setCookie(_cookie: string, _url: string): Promise<void> {
    throw new Error('The mock backend sets no cookies (src/mocks/noCookieJar.ts)');
  }
}

export const Cookie = {
  fromJSON: (_json: unknown): null => null,
};
