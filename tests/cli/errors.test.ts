import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli, useCliServer } from '../helpers/cli.js';

// What the built CLI says when the cause is the address, the token or the command line, against a
// real OpsDeck server, a plain HTTP server that is not OpsDeck, and a port nobody listens on.

const suite = useCliServer();
let plain: Server;
let plainUrl: string;
let closedUrl: string;

beforeAll(async () => {
  plain = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
  });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/api`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api`;
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  plain.closeAllConnections();
  await new Promise((resolve) => plain.close(resolve));
});

const opsdeck = (args: string[], env: Record<string, string> = {}) =>
  runCli(suite.home, suite.server.apiUrl, args, { env });

describe('errors name their cause', () => {
  test('a --server nobody listens on: cannot reach it, not "Not signed in"', async () => {
    const r = await opsdeck(['profile', '--server', closedUrl]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`error: cannot reach ${closedUrl}`);
    expect(r.stderr).not.toMatch(/Not signed in/);
    const zh = await opsdeck(['profile', '--server', closedUrl], { OPSDECK_LANG: 'zh-CN' });
    expect(zh.stderr).toContain(`错误：无法连接 ${closedUrl}`);
  });

  test('a server that is not OpsDeck says so, signed in or not', async () => {
    const r = await opsdeck(['profile', '--server', plainUrl]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `error: ${plainUrl} is not an OpsDeck server: it answered HTTP 404 (text/html)`,
    );
    expect(r.stderr).toContain('the API address ends in /api');
    const withToken = await opsdeck(['members', 'list', '--server', plainUrl], { OPSDECK_TOKEN: 'abc' });
    expect(withToken.code).toBe(1);
    expect(withToken.stderr).toContain('is not an OpsDeck server');
  });

  test('a refused OPSDECK_TOKEN names the variable (exit 4), in either language', async () => {
    const r = await opsdeck(['profile'], { OPSDECK_TOKEN: 'not-a-token' });
    expect(r.code).toBe(4);
    expect(r.stderr).toContain(`error: ${suite.server.apiUrl} refused the token in OPSDECK_TOKEN`);
    expect(r.stderr).toContain('unset it');
    const zh = await opsdeck(['profile'], { OPSDECK_TOKEN: 'not-a-token', OPSDECK_LANG: 'zh-CN' });
    expect(zh.code).toBe(4);
    expect(zh.stderr).toContain('拒绝了 OPSDECK_TOKEN 中的令牌');
  });

  test('https:// to a plain HTTP server: says TLS failed and offers the http:// address, not OpenSSL codes', async () => {
    const tls = plainUrl.replace('http:', 'https:');
    const r = await opsdeck(['profile', '--server', tls]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `error: no secure (HTTPS) connection to ${tls}: the server did not answer TLS\n` +
        `If OpsDeck serves plain HTTP there, use ${plainUrl} (--server or OPSDECK_SERVER).\n`,
    );
    const zh = await opsdeck(['profile', '--server', tls], { OPSDECK_LANG: 'zh-CN' });
    expect(zh.stderr).toContain(`错误：无法与 ${tls} 建立安全（HTTPS）连接`);
    expect(zh.stderr).not.toMatch(/EPROTO|SSL routines/);
  });

  test('a reachable OpsDeck without a token is still "Not signed in"', async () => {
    const r = await opsdeck(['profile']);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain(`Not signed in to ${suite.server.apiUrl}`);
  });

  test("OPSDECK_LANG=zh-CN: commander's own usage errors are Chinese too", async () => {
    const zh = { OPSDECK_LANG: 'zh-CN' };
    const unknown = await opsdeck(['profile', '--bogus'], zh);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe("错误：未知选项 '--bogus'\n运行 'opsdeck profile --help' 查看用法。\n");
    const missing = await opsdeck(['members', 'show'], zh);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("错误：缺少必需的参数 'member'");
    const typo = await opsdeck(['memebrs'], zh);
    expect(typo.stderr).toContain("错误：未知命令 'memebrs'\n（您是不是要输入 members？）");
    const extra = await opsdeck(['profile', 'extra'], zh);
    expect(extra.stderr).toContain('错误：参数过多');
    expect(extra.stderr).not.toMatch(/[a-z]+ arguments/);
  });

  test.each([
    ['en-US', 'error: '],
    ['zh-CN', '错误：'],
  ])(
    "%s: every error starts with the one prefix, commander's, ours, the server's and a transport failure",
    async (lang, prefix) => {
      const env = { OPSDECK_LANG: lang };
      // a TLS hello to a plain HTTP server: the request fails below HTTP (EPROTO)
      const tls = plainUrl.replace('http:', 'https:');
      const runs = await Promise.all([
        opsdeck(['profile', '--bogus'], env),
        opsdeck(['members', 'show'], env),
        opsdeck(['members', 'list', '--page', 'abc'], env),
        opsdeck(['profile', '--server', tls], env),
        runCli(suite.home, suite.server.apiUrl, ['login', '--phone', '13800000002', '--password-stdin'], {
          env,
          input: 'wrong-password\n',
        }),
      ]);
      for (const r of runs) {
        expect(r.code).not.toBe(0);
        expect(r.stderr.startsWith(prefix), r.stderr).toBe(true);
        // one prefix, once: no 'Error:', 'Request Error' or a second prefix after it
        expect(r.stderr).not.toMatch(/\bError:|Request Error|请求错误|error: .*error: |错误：.*错误：/u);
      }
    },
  );
});
