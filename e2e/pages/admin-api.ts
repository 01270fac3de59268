import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN_E2E_PASSWORD } from '../env.ts';
import { apiLogin } from './session.ts';

type Headers = Record<string, string>;

/** The administrator's API calls that set a test's scene: log in once, then GET and POST with the token. */
export abstract class AdminApi {
  constructor(
    protected readonly request: APIRequestContext,
    protected readonly headers: Headers,
  ) {}

  static async as<T extends AdminApi>(
    this: new (request: APIRequestContext, headers: Headers) => T,
    request: APIRequestContext,
  ): Promise<T> {
    const token = await apiLogin(request, 'admin', ADMIN_E2E_PASSWORD);
    return new this(request, { authorization: `Bearer ${token}` });
  }

  /** The reply's `result`; the test fails with the server's answer when the call did not succeed. */
  protected async result<T>(reply: Promise<{ ok(): boolean; text(): Promise<string> }>): Promise<T> {
    const response = await reply;
    const text = await response.text();
    expect(response.ok(), text).toBe(true);
    return (JSON.parse(text) as { result: T }).result;
  }

  protected get<T>(path: string, params: Record<string, string | number>) {
    return this.result<T>(this.request.get(`/api/services/app/${path}`, { headers: this.headers, params }));
  }

  protected post<T>(path: string, data: object) {
    return this.result<T>(this.request.post(`/api/services/app/${path}`, { headers: this.headers, data }));
  }
}
