import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { type RequestBody, defineActions } from './actions.ts';
import { HttpError, HttpNetworkError, HttpTimeoutError } from './errors.ts';
import { resource } from './resource.ts';
import { type ReceivedRequest, type TestServer, startTestServer } from './test-server.ts';

interface Item {
  id: number;
  name: string;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

beforeEach(() => {
  server.received.length = 0;
});

/** The one request the server received since the test began. */
function received(): ReceivedRequest {
  expect(server.received).toHaveLength(1);
  return server.received[0] as ReceivedRequest;
}

const url = (path: string) => `${server.origin}${path}`;

describe('default actions', () => {
  it.each([
    ['get', 'GET', '/echo'],
    ['query', 'GET', '/echo-list'],
    ['remove', 'DELETE', '/echo'],
    ['delete', 'DELETE', '/echo'],
  ] as const)('%s sends %s with no body', async (action, method, path) => {
    const items = resource(url(`${path}/items{/id}`));
    await items[action]({ id: 1 });
    expect(received()).toMatchObject({ method, url: `${path}/items/1`, body: '' });
    expect(received().headers['content-type']).toBeUndefined();
  });

  it.each([
    ['save', 'POST'],
    ['update', 'PUT'],
  ] as const)('%s sends %s with a JSON body', async (action, method) => {
    const items = resource(url('/echo/items{/id}'));
    await items[action]({ name: 'pen' }, { id: 1 });
    const request = received();
    expect(request).toMatchObject({ method, url: '/echo/items/1' });
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ name: 'pen' });
  });

  it('resolves the parsed entity for get and a list for query', async () => {
    const object = resource<Item>(url('/object'));
    const list = resource<Item>(url('/list'));
    await expect(object.get()).resolves.toEqual({ id: 1 });
    await expect(list.query()).resolves.toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('rejects a list action that receives an object', async () => {
    await expect(resource(url('/object')).query()).rejects.toThrow(/expected to answer a list/);
  });

  it('reads an empty answer to a list action as an empty list', async () => {
    await expect(resource(url('/no-content')).query()).resolves.toEqual([]);
  });

  it('types each action from the entity type', () => {
    const items = resource<Item>('/items{/id}');
    expectTypeOf(items.get).returns.resolves.toEqualTypeOf<Item>();
    expectTypeOf(items.query).returns.resolves.toEqualTypeOf<Item[]>();
    expectTypeOf(items.save).returns.resolves.toEqualTypeOf<Item>();
    expectTypeOf(items.delete).returns.resolves.toEqualTypeOf<Item | null>();
    expectTypeOf(items.update).parameter(0).toEqualTypeOf<RequestBody<Item> | undefined>();
    // @ts-expect-error: not a field of Item
    const _wrongField = () => items.update({ colour: 'red' });
    // @ts-expect-error: GET takes no body, its first argument is the parameters
    const _bodyOnGet = () => items.get({ id: 1 }, { id: 1 });
  });
});

describe('custom actions', () => {
  it('adds actions with their own method, URL, headers, params and list shape', async () => {
    const actions = defineActions({
      publish: {
        method: 'PATCH',
        url: url('/echo/items/{id}/publish'),
        headers: { 'X-Op': 'pub' },
      },
      search: { method: 'GET', url: url('/list'), params: { scope: 'all' }, isArray: true },
    });
    const items = resource<Item, typeof actions>(url('/echo/items{/id}'), {}, actions);
    expectTypeOf(items.publish).returns.resolves.toEqualTypeOf<Item>();
    expectTypeOf(items.search).returns.resolves.toEqualTypeOf<Item[]>();
    await items.publish({ name: 'x' }, { id: 3 });
    await expect(items.search({ q: 'pen' })).resolves.toHaveLength(2);
    const [publish, search] = server.received;
    expect(publish).toMatchObject({ method: 'PATCH', url: '/echo/items/3/publish' });
    expect(publish?.headers['x-op']).toBe('pub');
    expect(search).toMatchObject({ method: 'GET', url: '/list?scope=all&q=pen' });
  });

  it('infers custom actions when the entity type is left to default', () => {
    const items = resource('/items', {}, { list: { method: 'GET', isArray: true } });
    expectTypeOf(items.list).returns.resolves.toEqualTypeOf<unknown[]>();
    expectTypeOf(items.get).returns.resolves.toEqualTypeOf<unknown>();
  });

  it('replaces a default action of the same name', async () => {
    const items = resource(url('/echo/items'), {}, { get: { method: 'POST', hasBody: false } });
    await items.get({ x: 1 });
    expect(received()).toMatchObject({ method: 'POST', url: '/echo/items?x=1' });
  });
});

describe('headers', () => {
  it('asks for JSON or text by default', async () => {
    await resource(url('/echo')).get();
    expect(received().headers.accept).toBe('application/json, text/plain, */*');
  });

  it('layers resource, action and call headers, the call winning', async () => {
    const items = resource(
      url('/echo'),
      {},
      { get: { method: 'GET', headers: { 'X-Layer': 'action', 'X-Action': 'yes' } } },
      { headers: { 'X-Layer': 'resource', 'X-Resource': 'yes', Accept: 'application/json' } },
    );
    await items.get({}, { headers: { 'x-layer': 'call' } });
    expect(received().headers).toMatchObject({
      'x-layer': 'call',
      'x-action': 'yes',
      'x-resource': 'yes',
      accept: 'application/json',
    });
  });
});

describe('bodies', () => {
  it.each([
    ['a string', 'raw text', 'text/plain;charset=UTF-8', 'raw text'],
    [
      'URLSearchParams',
      new URLSearchParams({ a: '1 2' }),
      'application/x-www-form-urlencoded;charset=UTF-8',
      'a=1+2',
    ],
    ['a Blob', new Blob(['<x/>'], { type: 'application/xml' }), 'application/xml', '<x/>'],
  ])('passes %s through untouched', async (_label, body, type, sent) => {
    await resource(url('/echo')).save(body);
    const request = received();
    expect(request.headers['content-type']).toBe(type);
    expect(request.body).toBe(sent);
  });

  it('passes FormData through as multipart', async () => {
    const form = new FormData();
    form.set('name', 'pen');
    await resource(url('/echo')).save(form);
    const request = received();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="name"');
  });

  it('keeps a content type the caller set for JSON', async () => {
    await resource(url('/echo')).save(
      { a: 1 },
      {},
      {
        headers: { 'Content-Type': 'application/merge-patch+json' },
      },
    );
    expect(received().headers['content-type']).toBe('application/merge-patch+json');
  });
});

describe('emulateHTTP', () => {
  it.each([
    ['update', 'PUT'],
    ['delete', 'DELETE'],
  ] as const)('sends %s as POST with X-HTTP-Method-Override: %s', async (action, method) => {
    const items = resource(url('/echo/items{/id}'), {}, {}, { emulateHTTP: true });
    if (action === 'update') await items.update({ a: 1 }, { id: 1 });
    else await items.delete({ id: 1 });
    const request = received();
    expect(request.method).toBe('POST');
    expect(request.headers['x-http-method-override']).toBe(method);
  });

  it('emulates PATCH too and leaves GET and POST alone', async () => {
    const items = resource(url('/echo'), {}, { patch: { method: 'PATCH' } }, { emulateHTTP: true });
    await items.patch({ a: 1 });
    await items.get();
    await items.save({ a: 1 });
    expect(server.received.map((r) => [r.method, r.headers['x-http-method-override']])).toEqual([
      ['POST', 'PATCH'],
      ['GET', undefined],
      ['POST', undefined],
    ]);
  });

  it('is off by default', async () => {
    await resource(url('/echo')).update({ a: 1 });
    expect(received()).toMatchObject({ method: 'PUT' });
    expect(received().headers['x-http-method-override']).toBeUndefined();
  });
});

describe('URL templates over the wire', () => {
  it('percent-encodes spaces, slashes and unicode in path segments', async () => {
    await resource(url('/echo/items/{id}')).get({ id: 'a b/ç✓' });
    expect(received().url).toBe('/echo/items/a%20b%2F%C3%A7%E2%9C%93');
  });

  it('drops a missing optional segment', async () => {
    await resource(url('/echo/items{/id}')).get();
    expect(received().url).toBe('/echo/items');
  });

  it('expands query expressions and sends leftovers as repeated query parameters', async () => {
    await resource(url('/echo/items{?page,limit}')).get({
      page: 2,
      limit: null,
      tag: ['a b', 'c'],
      missing: undefined,
    });
    expect(received().url).toBe('/echo/items?page=2&tag=a%20b&tag=c');
  });

  it('rejects a missing required parameter before any request', async () => {
    await expect(resource(url('/echo/items/{id}')).get()).rejects.toThrow(/needs a value for "id"/);
    expect(server.received).toHaveLength(0);
  });

  it('evaluates function defaults per call', async () => {
    let page = 1;
    const items = resource(url('/echo/items'), { page: () => page++ });
    await items.get();
    await items.get();
    expect(server.received.map((r) => r.url)).toEqual(['/echo/items?page=1', '/echo/items?page=2']);
  });

  it('takes @field defaults from the body', async () => {
    const items = resource<Item>(url('/echo/items{/id}'), { id: '@id' });
    await items.update({ id: 5, name: 'pen' });
    await items.save({ name: 'new' });
    expect(server.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /echo/items/5',
      'POST /echo/items',
    ]);
  });
});

describe('responses', () => {
  it('parses +json types', async () => {
    const error = await resource(url('/problem-json'))
      .get()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toEqual({ title: 'Invalid' });
  });

  it('reads a JSON body that cannot be parsed as null', async () => {
    await expect(resource(url('/bad-json')).get()).resolves.toBeNull();
  });

  it.each([
    ['/text', 'plain words'],
    ['/html', '<p>hi</p>'],
  ])('reads %s as a string', async (path, text) => {
    await expect(resource(url(path)).get()).resolves.toBe(text);
  });

  it('reads 204 as null', async () => {
    await expect(resource(url('/no-content')).delete()).resolves.toBeNull();
  });

  it.each(['application/json', 'text/plain', 'application/octet-stream'])(
    'reads a zero content-length of %s as null',
    async (type) => {
      await expect(resource(url('/zero-length')).get({ type })).resolves.toBeNull();
    },
  );

  it('reads other types as a Blob with the type kept', async () => {
    const blob = (await resource(url('/binary')).get()) as Blob;
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/octet-stream');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0, 1, 2, 255]);
  });
});

describe('failures', () => {
  it('rejects a non-2xx answer with an HttpError carrying the details', async () => {
    const target = url('/missing/7');
    const error = (await resource(url('/missing{/id}'))
      .get({ id: 7 })
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      name: 'HttpError',
      status: 404,
      statusText: 'Not Found',
      url: target,
      method: 'GET',
      body: { error: 'No such item' },
      message: `GET ${target} failed with 404 Not Found`,
    });
    expect(error.headers.get('x-request-id')).toBe('req-42');
  });

  it('keeps a text error body and names the requested method, not the emulated one', async () => {
    const items = resource(url('/broken'), {}, {}, { emulateHTTP: true });
    const error = (await items.delete().catch((e: unknown) => e)) as HttpError;
    expect(error).toMatchObject({ status: 500, method: 'DELETE', body: 'Internal <b>error</b>' });
  });

  it('wraps a network failure with the URL and method, keeping the cause', async () => {
    const target = url('/hangup');
    const error = (await resource(target)
      .save({})
      .catch((e: unknown) => e)) as HttpNetworkError;
    expect(error).toBeInstanceOf(HttpNetworkError);
    expect(error).toMatchObject({ url: target, method: 'POST' });
    expect(error.message).toContain(`POST ${target} failed`);
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('rejects at the timeout with an error naming the URL and milliseconds', async () => {
    const target = url('/slow');
    const started = Date.now();
    const error = await resource(target, {}, {}, { timeout: 50 })
      .get()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpTimeoutError);
    expect((error as Error).message).toBe(`GET ${target} timed out after 50 ms`);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('lets a call set its own timeout', async () => {
    const error = await resource(url('/slow'))
      .get({}, { timeout: 30 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpTimeoutError', timeout: 30 });
  });

  it('does not time out an answer that comes in time', async () => {
    await expect(resource(url('/object'), {}, {}, { timeout: 1000 }).get()).resolves.toEqual({
      id: 1,
    });
  });

  it('rejects with the abort reason when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = resource(url('/slow')).get({}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(HttpTimeoutError);
  });

  it('does not send a request with an already aborted signal', async () => {
    const reason = new Error('navigated away');
    const error = await resource(url('/echo'))
      .get({}, { signal: AbortSignal.abort(reason) })
      .catch((e: unknown) => e);
    expect(error).toBe(reason);
    expect(server.received).toHaveLength(0);
  });
});
