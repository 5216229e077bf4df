/**
 * Writes the palette's pinyin table (web/src/app/palette/lib/pinyin-table.generated.ts) from the
 * catalogue's Chinese titles, so the palette matches `huiyuan` and `hy` without shipping a pinyin
 * dictionary. `npm run gen:pinyin`; palette-pinyin.test.ts fails while the table is stale.
 */
import { writeFileSync } from 'node:fs';
import { paletteChineseTexts, pinyinModuleSource, pinyinTableOf } from './palette-pinyin.ts';

const target = new URL('../src/app/palette/lib/pinyin-table.generated.ts', import.meta.url);
const table = pinyinTableOf(paletteChineseTexts());
writeFileSync(target, pinyinModuleSource(table));
console.log(`${Object.keys(table).length} texts → ${target.pathname}`);
