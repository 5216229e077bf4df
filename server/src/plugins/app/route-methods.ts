/**
 * Which methods each registered path serves, so that a known path asked with another method is
 * answered 405 with an `Allow` header rather than 404. Wildcard routes (the console's files) are
 * left out: they would make every path "known".
 */
export class RouteMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];
  private readonly byUrl = new Map<string, Set<string>>();

  /** Records a route as Fastify registers it (`/api/admin/members/:id`, GET). */
  add(url: string, method: string | string[]): void {
    if (url.includes('*')) return;
    let methods = this.byUrl.get(url);
    if (!methods) {
      methods = new Set();
      this.byUrl.set(url, methods);
      this.routes.push({ pattern: patternOf(url), methods });
    }
    for (const m of Array.isArray(method) ? method : [method]) methods.add(m.toUpperCase());
    if (methods.has('GET')) methods.add('HEAD');
  }

  /** The methods the path serves (sorted), or none when no route has the path. */
  allowed(path: string): string[] {
    const found = new Set<string>();
    for (const route of this.routes) {
      if (route.pattern.test(path)) for (const m of route.methods) found.add(m);
    }
    return [...found].sort();
  }
}

/** `/api/admin/members/:id` → a regular expression for the concrete paths it takes. */
function patternOf(url: string): RegExp {
  const segments = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}
