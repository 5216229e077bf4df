import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/core/lib/css/blueprint-design-tokens.css';
import '../../web/src/app/styles.css';
import '../../web/src/app/palette/components/palette.css';
import '../../web/src/lib/icons.ts';
import { createRoot } from 'react-dom/client';
import { changeLocale } from '../../web/src/lib/i18n.ts';
import { BenchApp } from './bench-app.tsx';
import { installProbe } from './probe.ts';

const params = new URLSearchParams(window.location.search);
const count = Number(params.get('items') ?? 5000);
const mode = params.get('mode') === 'cmdk' ? 'cmdk' : 'palette';
/** Override of the palette's render cap, to see what it costs (default: the console's). */
const limit = params.has('limit') ? Number(params.get('limit')) : undefined;

await changeLocale('en-US');
const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(<BenchApp count={count} mode={mode} limit={limit} />);
installProbe();
