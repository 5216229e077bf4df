import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import zlib from 'node:zlib';
const files = process.argv.slice(2);
for (const f of files) {
  const code = readFileSync(f, 'utf8');
  const map = JSON.parse(readFileSync(f + '.map', 'utf8'));
  const c = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const by = {};
  let prev = null;
  c.eachMapping((m) => {
    if (prev) {
      const src = prev.source || '?';
      let len;
      if (m.generatedLine === prev.generatedLine) len = m.generatedColumn - prev.generatedColumn;
      else len = lines[prev.generatedLine - 1].length - prev.generatedColumn;
      const mm = src.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
      const key = mm ? mm[1] + (mm[1]==='@blueprintjs/core' ? '/' + (src.match(/esm\/(components\/[^/]+|[^/]+)/)||[])[1] : '') : src.replace(/^(\.\.\/)+/, '');
      by[key] = (by[key] || 0) + len;
    }
    prev = m;
  });
  const br = zlib.brotliCompressSync(code).length;
  console.log(`== ${f} raw ${code.length} br ${br}`);
  for (const [k, v] of Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(v).padStart(8), k);
}
